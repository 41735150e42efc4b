#pragma once
// Sharing a finished run: a link that plays it (the web page packs the replay into the URL's
// fragment, web/page.js) and text on the clipboard (the daily result card). The page does
// both asynchronously and reports through page_notice() (web_api.cpp); the desktop copies
// with SDL's clipboard and has no links (it has no address to point them at).
#include <string>

namespace dg {

// True where links can be made (the web page).
bool can_make_run_links();
// Asks the page for a link to the run in `replay` (a finished save); returns what to say now.
std::string offer_run_link(const std::string& replay);
// Copies `text`; `what` names it in the message. Returns what to say now.
std::string copy_to_clipboard(const std::string& what, const std::string& text);

}  // namespace dg
