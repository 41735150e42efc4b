#pragma once
// An action: one thing an actor (the hero or a monster) does with its turn. perform() does
// the bookkeeping and calls on_perform(), which holds only the rule. A rule that finds another
// action fits better returns it as its alternative (walking into a monster attacks it, into a
// closed door opens it), and perform() carries that out instead, so the hero's bump and a
// monster's step go through the same actions.
#include <memory>
#include <string>

namespace dg {

class Game;
struct Actor;
struct Player;
class Action;

struct ActionResult {
  bool succeeded = false;  // it happened, and took the actor's turn
  // Do this instead (perform() follows it); null when this action was the answer.
  std::unique_ptr<Action> alternative;
  std::string confirm;  // the hero must agree first: "Really step into the acid pool?"

  static ActionResult success() { return {true, nullptr, {}}; }
  static ActionResult failure() { return {}; }
  static ActionResult instead(std::unique_ptr<Action> other) {
    return {false, std::move(other), {}};
  }
  static ActionResult ask(std::string question) { return {false, nullptr, std::move(question)}; }
};

class Action {
 public:
  virtual ~Action() = default;
  // Carries the action out for `actor`, following alternatives until one answers. The result
  // has no alternative left.
  ActionResult perform(Game& game, Actor& actor);

 protected:
  virtual ActionResult on_perform(Game& game, Actor& actor) = 0;
};

// An action only a hero takes, because it needs what only a hero has: a lettered pack with
// worn armour and rings, power and spells, a god, the stairs to other levels, a name for a
// kind. Any other actor is refused here, once, rather than in each action; what every
// creature can do (walk, attack, open a door, drink, zap) derives from Action itself.
class HeroAction : public Action {
 protected:
  ActionResult on_perform(Game& game, Actor& actor) final;
  virtual ActionResult on_hero(Game& game, Player& hero) = 0;
};

}  // namespace dg
