#pragma once
// The shell draws its notice (ui/shell/notices.hpp) once, over whatever screen is on top, at
// the place that screen names (Screen::notice_place): screens never draw a notice themselves.
#include "ui/shell/screen.hpp"

namespace dg {

class Notices;
class Terminal;

void draw_notice(Terminal& term, const Notices& notices, const NoticePlace& place);

}  // namespace dg
