#pragma once
// The way into a game, as NetHack does it: a title screen asking "Shall I pick ... for
// you? [ynq]", then one screen per trait (role, race, gender, alignment) listing what the
// earlier choices allow. A trait with one allowed option is taken without asking. The texts
// come from characters.toml. The role and race screens show the details of the highlighted
// option (its description, hit points, attributes, intrinsics and kit) beside or under the list.
#include <string>
#include <utility>
#include <vector>

#include "core/actor/character.hpp"
#include "ui/shell/screen.hpp"

namespace dg {

enum class Trait { Role, Race, Gender, Alignment };

struct TraitOption {
  char key = 0;
  std::string label;  // "Caveman/Cavewoman", "dwarf", "female", "lawful"
  int index = -1;     // into the trait's table
};

// What `trait` may be, given the traits chosen before it.
std::vector<TraitOption> trait_options(const CharacterTables& t, Trait trait,
                                       const Character& so_far);
// "Pick the race of your Valkyrie" with %role, %race and %gender filled in.
std::string fill_in(const CharacterTables& t, std::string text, const Character& so_far);

class TitleScreen : public Screen {
 public:
  bool handle(const Input& in, ScreenContext& app) override;
  void draw(Terminal& term, const ScreenContext& app) const override;
  bool is_title() const override { return true; }
};

class TraitScreen : public Screen {
 public:
  TraitScreen(const CharacterTables& tables, Trait trait, Character so_far);
  bool handle(const Input& in, ScreenContext& app) override;
  void draw(Terminal& term, const ScreenContext& app) const override;

  bool wants_pointer() const override { return true; }
  // The highlighted option, its key and its details: "b - Wizard. A scholar of...".
  std::string focus(const ScreenContext& app) const override;
  // The heading, the list and the highlighted option's details, in that order.
  std::string spoken(const ScreenContext& app) const override;

 private:
  // The title and the prompt ("Pick the race of your Valkyrie").
  std::pair<std::string, std::string> heading(const ScreenContext& app) const;
  // "a - Archeologist", ..., "* - Random", "q - Quit".
  std::vector<std::string> choices(const ScreenContext& app) const;
  // The highlighted option's details (roles and races; none for the others).
  std::vector<std::string> details(const ScreenContext& app) const;
  // Picks options_[i] and goes on to the next trait (or the game).
  void pick(ScreenContext& app, std::size_t i) const;
  Trait trait_;
  Character so_far_;
  std::vector<TraitOption> options_;
  // The option whose details are shown (roles and races): moved with the arrow keys or a tap
  // (or click); Enter, or a tap on it, picks it. A letter picks its option at once, as ever.
  std::size_t highlight_ = 0;
  mutable std::vector<std::pair<int, int>> option_at_;  // each option's (row, column) drawn
};

// Shown on the web after q: a page cannot close itself.
class FarewellScreen : public Screen {
 public:
  // `saved`: the run was just saved (S), so the screen says so and any key carries on with it.
  explicit FarewellScreen(bool saved) : saved_(saved) {}
  bool handle(const Input& in, ScreenContext& app) override;
  void draw(Terminal& term, const ScreenContext& app) const override;

 private:
  bool saved_;
};

// Asks for the next unchosen trait (taking any that has only one option), or starts the
// game when all four are chosen.
void continue_creation(ScreenContext& app, Character so_far);

}  // namespace dg
