#pragma once
// The three ways the compiled content's field lists (content_fields.hpp) are walked: written
// to bytes, read back from them, and described (the layout every blob is checked against).
// Each archive is called with a value's fields, `a(x.id, x.name, ...)`, and treats a value by
// its type: whole numbers and enums as variable-length integers (zigzag, seven bits a byte),
// text and lists as a count and their elements, fixed arrays as their elements, and anything
// else through its own field list, found by `fields(archive, value)`.
//
// The Reader trusts nothing: every count is checked against the bytes that are left (each
// element takes at least one), a number must fit its type, and the first problem stops it, so
// no input can make it read out of bounds, allocate without limit or loop for long.
#include <array>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace dg::compiled {

template <typename T>
struct IsVector : std::false_type {};
template <typename T>
struct IsVector<std::vector<T>> : std::true_type {};
template <typename T>
struct IsArray : std::false_type {};
template <typename T, std::size_t N>
struct IsArray<std::array<T, N>> : std::true_type {};

// A number type or an enum: stored as a variable-length integer.
template <typename T>
concept Scalar = std::is_integral_v<T> || std::is_enum_v<T>;

class Writer {
 public:
  template <typename... T>
  void operator()(const T&... v) {
    (put(v), ...);
  }
  const std::string& bytes() const { return out_; }

 private:
  void varint(std::uint64_t v) {
    while (v >= 0x80) {
      out_ += static_cast<char>((v & 0x7F) | 0x80);
      v >>= 7;
    }
    out_ += static_cast<char>(v);
  }
  template <typename T>
  void put(const T& v) {
    if constexpr (std::is_enum_v<T>) {
      put(static_cast<std::underlying_type_t<T>>(v));
    } else if constexpr (std::is_same_v<T, bool>) {
      out_ += static_cast<char>(v ? 1 : 0);
    } else if constexpr (std::is_integral_v<T> && std::is_signed_v<T>) {
      const auto s = static_cast<std::int64_t>(v);
      varint((static_cast<std::uint64_t>(s) << 1) ^ static_cast<std::uint64_t>(s >> 63));
    } else if constexpr (std::is_integral_v<T>) {
      varint(static_cast<std::uint64_t>(v));
    } else if constexpr (std::is_same_v<T, std::string>) {
      varint(v.size());
      out_ += v;
    } else if constexpr (IsVector<T>::value) {
      varint(v.size());
      for (const auto& e : v) put(e);
    } else if constexpr (IsArray<T>::value) {
      for (const auto& e : v) put(e);
    } else {
      // The field lists take their value by reference to fill it when reading; writing
      // only looks.
      fields(*this, const_cast<T&>(v));
    }
  }

  std::string out_;
};

class Reader {
 public:
  explicit Reader(std::string_view in) : in_(in) {}
  explicit Reader(std::string&&) = delete;  // it keeps a view: the bytes must outlive it
  template <typename... T>
  void operator()(T&... v) {
    (get(v), ...);
  }
  bool ok() const { return ok_; }
  bool at_end() const { return at_ == in_.size(); }

 private:
  std::size_t left() const { return in_.size() - at_; }
  std::uint64_t varint() {
    std::uint64_t v = 0;
    for (int shift = 0; ok_ && shift < 64; shift += 7) {
      if (at_ == in_.size()) break;
      const auto byte = static_cast<std::uint8_t>(in_[at_++]);
      v |= static_cast<std::uint64_t>(byte & 0x7F) << shift;
      if (!(byte & 0x80)) return v;
    }
    ok_ = false;  // ran out of bytes, or more than ten of them
    return 0;
  }
  // A count of things that each take at least one of the bytes left.
  std::size_t count() {
    const std::uint64_t n = varint();
    if (n > left()) ok_ = false;
    return ok_ ? static_cast<std::size_t>(n) : 0;
  }
  template <typename T>
  void get(T& v) {
    if (!ok_) return;
    if constexpr (std::is_enum_v<T>) {
      std::underlying_type_t<T> u{};
      get(u);
      v = static_cast<T>(u);
    } else if constexpr (std::is_same_v<T, bool>) {
      const std::uint64_t b = varint();
      ok_ = ok_ && b <= 1;
      v = b == 1;
    } else if constexpr (std::is_integral_v<T> && std::is_signed_v<T>) {
      const std::uint64_t z = varint();
      const auto s = static_cast<std::int64_t>(z >> 1) ^ -static_cast<std::int64_t>(z & 1);
      if (s < static_cast<std::int64_t>(std::numeric_limits<T>::min()) ||
          s > static_cast<std::int64_t>(std::numeric_limits<T>::max()))
        ok_ = false;
      v = ok_ ? static_cast<T>(s) : T{};
    } else if constexpr (std::is_integral_v<T>) {
      const std::uint64_t u = varint();
      if (u > static_cast<std::uint64_t>(std::numeric_limits<T>::max())) ok_ = false;
      v = ok_ ? static_cast<T>(u) : T{};
    } else if constexpr (std::is_same_v<T, std::string>) {
      const std::size_t n = count();
      v.assign(in_.substr(at_, n));
      at_ += n;
    } else if constexpr (IsVector<T>::value) {
      const std::size_t n = count();
      v.clear();
      v.resize(n);
      for (auto& e : v) {
        if (!ok_) break;
        get(e);
      }
    } else if constexpr (IsArray<T>::value) {
      for (auto& e : v) get(e);
    } else {
      fields(*this, v);
    }
  }

  std::string_view in_;
  std::size_t at_ = 0;
  bool ok_ = true;
};

// Writes the shape of the field lists (not their values): "{is[{...}]}" and so on, each number
// type with its size and sign. A blob records the hash of this text, and a build whose lists
// differ refuses it, whatever the values.
class Describer {
 public:
  template <typename... T>
  void operator()(const T&... v) {
    (put(v), ...);
  }
  const std::string& text() const { return out_; }

 private:
  template <typename T>
  void put(const T& v) {
    if constexpr (std::is_enum_v<T>) {
      out_ += 'e';
      put(std::underlying_type_t<T>{});
    } else if constexpr (std::is_same_v<T, bool>) {
      out_ += 'b';
    } else if constexpr (std::is_integral_v<T>) {
      out_ += std::is_signed_v<T> ? 'i' : 'u';
      out_ += static_cast<char>('0' + sizeof(T));
    } else if constexpr (std::is_same_v<T, std::string>) {
      out_ += 's';
    } else if constexpr (IsVector<T>::value) {
      out_ += '[';
      put(typename T::value_type{});
      out_ += ']';
    } else if constexpr (IsArray<T>::value) {
      out_ += 'a' + std::to_string(v.size());
      put(typename T::value_type{});
    } else {
      out_ += '{';
      T copy = v;
      fields(*this, copy);
      out_ += '}';
    }
  }

  std::string out_;
};

}  // namespace dg::compiled
