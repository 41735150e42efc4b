#include "fuzz/command_code.hpp"

#include <array>

namespace dg {

namespace {
// The numbered kinds of formats 2 and 3, in their order: one per verb, items' verbs included.
enum class Code : int {
  Move,
  Wait,
  Search,
  Open,
  Close,
  Ascend,
  Descend,
  PickUp,
  Drop,
  Wield,
  Wear,
  TakeOff,
  Quaff,
  Throw,
  Brew,
  WizardJump,
  WizardToggleMap,
  WizardToggleWalls,
  WizardImmortal,
  WizardSummon,
  WizardCreate,
  // Verbs newer than format 3, so the fuzzer reaches them too:
  Read,
  Zap,
  PutOn,
  Remove,
  Cast,
  Pray,
  Order,
  kCount
};
constexpr int kLastDir = static_cast<int>(Dir::NW);

bool is_letter(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

constexpr std::array<Code, 9> kUseCodes = {Code::Drop,  Code::Wield, Code::Wear,
                                           Code::Quaff, Code::Throw, Code::Read,
                                           Code::Zap,   Code::PutOn, Code::Remove};  // by Use

Code code_of(const Command& c) {
  using K = Command::Kind;
  switch (c.kind) {
    case K::Move: return Code::Move;
    case K::Wait: return Code::Wait;
    case K::Search: return Code::Search;
    case K::Open: return Code::Open;
    case K::Close: return Code::Close;
    case K::Ascend: return Code::Ascend;
    case K::Descend: return Code::Descend;
    case K::PickUp: return Code::PickUp;
    case K::Use: return kUseCodes[static_cast<std::size_t>(c.use)];
    case K::TakeOff: return Code::TakeOff;
    case K::Brew: return Code::Brew;
    case K::Cast: return Code::Cast;
    case K::Pray: return Code::Pray;
    case K::Order: return Code::Order;
    case K::Call: return Code::Wait;      // a name has no number: the fuzzer makes no calls
    case K::Identify: return Code::Wait;  // nor identifies (what follows a read)
    case K::Enchant: return Code::Wait;   // nor enchants (what follows a read)
    case K::Talent: return Code::Wait;    // nor talents (what follows a level-up)
    case K::Quit: return Code::Wait;      // nor quits: a run it ends tests nothing more
    case K::WizardJump: return Code::WizardJump;
    case K::WizardToggleMap: return Code::WizardToggleMap;
    case K::WizardToggleWalls: return Code::WizardToggleWalls;
    case K::WizardImmortal: return Code::WizardImmortal;
    case K::WizardSummon: return Code::WizardSummon;
    case K::WizardCreate: return Code::WizardCreate;
    case K::WizardLevel: return Code::Wait;  // the fuzzer climbs levels by its kills
    case K::Invoke: return Code::Wait;       // nor calls on a god (what piety opens)
    case K::Offer: return Code::Wait;        // nor offers (an altar's)
    case K::Convert: return Code::Wait;      // nor converts
    case K::WizardPiety: return Code::Wait;  // nor wishes for piety
    case K::Pay: return Code::Wait;          // nor pays (a shop's)
  }
  return Code::Wait;
}

std::int64_t argument_of(const Command& c) {
  switch (code_of(c)) {
    case Code::PickUp: return c.floor_items.empty() ? 0 : c.floor_items.front();
    case Code::Drop:
    case Code::Wield:
    case Code::Wear:
    case Code::Quaff:
    case Code::Throw:
    case Code::Read:
    case Code::Zap:
    case Code::PutOn:
    case Code::Remove:
    case Code::Cast:
    case Code::TakeOff: return static_cast<unsigned char>(c.item);
    case Code::Brew: {
      std::int64_t packed = 0;
      for (std::size_t i = 0; i < c.ingredients.size() && i < 3; ++i)
        packed |= static_cast<std::int64_t>(static_cast<unsigned char>(c.ingredients[i]))
                  << (8 * i);
      return packed;
    }
    case Code::WizardJump: return c.depth;
    case Code::WizardSummon: return c.breed;
    case Code::WizardCreate: return c.item_kind;
    default: return 0;
  }
}
}  // namespace

std::int64_t encode_command(const Command& c) {
  return static_cast<std::int64_t>(code_of(c)) | static_cast<std::int64_t>(c.dir) << 5 |
         static_cast<std::int64_t>(c.confirmed) << 9 | argument_of(c) << 10;
}

bool decode_command(const Catalog& catalog, std::int64_t number, Command& out) {
  if (number < 0) return false;
  const int code = static_cast<int>(number & 31), dir = static_cast<int>(number >> 5 & 15);
  const std::int64_t wide = number >> 10;
  if (code >= static_cast<int>(Code::kCount) || dir > kLastDir || wide > 0x7FFFFFFF) return false;
  const int arg = static_cast<int>(wide);
  using K = Command::Kind;
  Command c;
  c.dir = static_cast<Dir>(dir);
  c.confirmed = (number >> 9 & 1) != 0;
  // The old game read an item's letter as the argument's low byte, and a brew's letters as
  // its three low bytes, skipping empty ones: read them the same way. Only letters name
  // things carried (the game never wrote anything else), so anything else is no command.
  bool letters_only = true;
  const auto use = [&](Use u) {
    c.kind = K::Use;
    c.use = u;
    c.item = static_cast<char>(arg);
    letters_only = is_letter(c.item);
  };
  switch (static_cast<Code>(code)) {
    case Code::Move: c.kind = K::Move; break;
    case Code::Wait: c.kind = K::Wait; break;
    case Code::Search: c.kind = K::Search; break;
    case Code::Open: c.kind = K::Open; break;
    case Code::Close: c.kind = K::Close; break;
    case Code::Ascend: c.kind = K::Ascend; break;
    case Code::Descend: c.kind = K::Descend; break;
    case Code::PickUp:
      c.kind = K::PickUp;
      c.floor_items = {arg};
      break;
    case Code::Drop: use(Use::Drop); break;
    case Code::Wield: use(Use::Wield); break;
    case Code::Wear: use(Use::Wear); break;
    case Code::TakeOff:
      c.kind = K::TakeOff;
      c.item = static_cast<char>(arg);
      letters_only = c.item == 0 || is_letter(c.item);
      break;
    case Code::Quaff: use(Use::Quaff); break;
    case Code::Throw: use(Use::Throw); break;
    case Code::Read: use(Use::Read); break;
    case Code::Zap: use(Use::Zap); break;
    case Code::PutOn: use(Use::PutOn); break;
    case Code::Remove: use(Use::Remove); break;
    case Code::Cast:
      use(Use::Drop);
      c.kind = K::Cast;
      break;
    case Code::Pray: c.kind = K::Pray; break;
    case Code::Order: c.kind = K::Order; break;
    case Code::Brew:
      c.kind = K::Brew;
      for (int shift = 0; shift < 24; shift += 8)
        if (const char l = static_cast<char>((arg >> shift) & 0xff)) {
          c.ingredients += l;
          letters_only = letters_only && is_letter(l);
        }
      break;
    case Code::WizardJump:
      c.kind = K::WizardJump;
      c.depth = arg;
      break;
    case Code::WizardToggleMap: c.kind = K::WizardToggleMap; break;
    case Code::WizardToggleWalls: c.kind = K::WizardToggleWalls; break;
    case Code::WizardImmortal: c.kind = K::WizardImmortal; break;
    case Code::WizardSummon:
      c.kind = K::WizardSummon;
      c.breed = arg;
      break;
    case Code::WizardCreate:
      c.kind = K::WizardCreate;
      c.item_kind = arg;
      break;
    case Code::kCount: return false;
  }
  if (!letters_only) return false;
  if (c.kind == K::WizardSummon && (c.breed < 0 || c.breed >= std::ssize(catalog.breeds)))
    return false;
  if (c.kind == K::WizardCreate && (c.item_kind < 0 || c.item_kind >= std::ssize(catalog.items)))
    return false;
  out = c;
  return true;
}

}  // namespace dg
