#!/usr/bin/env python3
"""Prints "PASSED FAILED" from a JUnit report (ctest --output-junit): a test that ran and passed
counts as passed, any other state (failed, not run: its program missing, timed out) as failed;
a test disabled on purpose (DISABLED property) counts as neither. Exits 1 when the report is missing or not JUnit."""
import sys
import xml.etree.ElementTree as ET

try:
    root = ET.parse(sys.argv[1]).getroot()
except (OSError, ET.ParseError, IndexError) as e:
    print(f"junit-counts: {e}", file=sys.stderr)
    sys.exit(1)
suites = [root] if root.tag == "testsuite" else root.findall("testsuite")
if not suites:
    print("junit-counts: no <testsuite>", file=sys.stderr)
    sys.exit(1)
passed = failed = 0
for suite in suites:
    for case in suite.iter("testcase"):
        status = case.get("status", "run")
        if status == "disabled":
            continue
        if status == "run" and case.find("failure") is None and case.find("error") is None:
            passed += 1
        else:
            failed += 1
print(passed, failed)
