// A rules id for check_rules_id.py to compare the tree's docs with.
constexpr int kRulesId = 7;
