#pragma once
// The platform's services (ui/shell/platform_services.hpp) faked once for every test: each
// answer a test sets is used, the rest are those of a platform that can do none of it.
#include <functional>
#include <string>

#include "ui/shell/platform_services.hpp"

namespace dg::test {

struct FakeServices : PlatformServices {
  std::function<std::string(const std::string& name, const std::string& text)> file;
  std::function<std::string()> import, replay, take;
  std::function<std::string(const std::string& replay)> link;  // set: links can be made
  std::function<std::string(const std::string& what, const std::string& text)> copy;
  bool steals = false;  // take_over takes the run from the other owner (the web)
  bool exits = true;    // false: a page, which cannot close its tab

  std::string offer_file(const std::string& n, const std::string& t) override {
    return file ? file(n, t) : PlatformServices::offer_file(n, t);
  }
  std::string request_import() override {
    return import ? import() : PlatformServices::request_import();
  }
  std::string request_replay() override {
    return replay ? replay() : PlatformServices::request_replay();
  }
  bool can_share_links() const override { return static_cast<bool>(link); }
  std::string share_link(const std::string& r) override {
    return link ? link(r) : PlatformServices::share_link(r);
  }
  std::string copy_text(const std::string& w, const std::string& t) override {
    return copy ? copy(w, t) : PlatformServices::copy_text(w, t);
  }
  std::string take_over() override { return take ? take() : PlatformServices::take_over(); }
  bool take_over_steals() const override { return steals; }
  bool can_exit() const override { return exits; }
};

}  // namespace dg::test
