#pragma once
// A screen is one layer of the UI stack (play, inventory, help...): it turns inputs into
// commands or its own state changes, and draws itself into the Terminal.
#include "ui/input/input.hpp"

namespace dg {

class App;
class Terminal;

class Screen {
 public:
  virtual ~Screen() = default;
  // Returns true when what the screen shows may have changed.
  virtual bool handle(const Input& in, App& app) = 0;
  virtual void draw(Terminal& term, const App& app) const = 0;
  // Whether pointer inputs (hover, click, long press) mean anything here; others never see them.
  virtual bool wants_pointer() const { return false; }
  // The title screen says so (the shell asks without RTTI, which the web build goes without).
  virtual bool is_title() const { return false; }
};

}  // namespace dg
