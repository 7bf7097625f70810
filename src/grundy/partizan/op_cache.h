#pragma once
// An exact cache of operation results keyed by a pair of game ids: open addressing with linear
// probing, doubling at half load. Unlike CGSuite's direct-mapped caches it never overwrites an
// entry, so a result once cached is kept (the store's caches must be exact).
#include <cstdint>  // std::uint64_t
#include <vector>   // std::vector

namespace grundy::partizan {

template <class Value>
class OpCache {
 public:
  OpCache() { slots_.resize(kInitial); }

  const Value* find(std::uint64_t key) const {
    for (std::size_t i = index(key);; i = (i + 1) & (slots_.size() - 1)) {
      const Slot& s = slots_[i];
      if (s.key == key) return &s.value;
      if (s.key == kEmpty) return nullptr;
    }
  }
  void insert(std::uint64_t key, Value value) {
    if (2 * (size_ + 1) > slots_.size()) grow();
    place(key, value);
  }
  std::size_t size() const { return size_; }
  // The bytes the next insert allocates: the doubled table when it grows, else none.
  std::size_t bytes_to_insert() const {
    return 2 * (size_ + 1) > slots_.size() ? 2 * slots_.size() * sizeof(Slot) : 0;
  }
  void clear() {
    slots_.assign(kInitial, Slot{});
    size_ = 0;
  }

 private:
  static constexpr std::uint64_t kEmpty = ~std::uint64_t{0};  // ids stay below 2^32 − 16
  static constexpr std::size_t kInitial = 1024;
  struct Slot {
    std::uint64_t key = kEmpty;
    Value value{};
  };
  std::size_t index(std::uint64_t key) const {
    return static_cast<std::size_t>((key * 0x9E3779B97F4A7C15ull) >> 20) & (slots_.size() - 1);
  }
  void place(std::uint64_t key, Value value) {
    for (std::size_t i = index(key);; i = (i + 1) & (slots_.size() - 1)) {
      Slot& s = slots_[i];
      if (s.key == key) return;
      if (s.key == kEmpty) {
        s.key = key;
        s.value = value;
        ++size_;
        return;
      }
    }
  }
  void grow() {
    std::vector<Slot> old = std::move(slots_);
    slots_.assign(old.size() * 2, Slot{});
    size_ = 0;
    for (const Slot& s : old) {
      if (s.key != kEmpty) place(s.key, s.value);
    }
  }
  std::vector<Slot> slots_;
  std::size_t size_ = 0;
};

}  // namespace grundy::partizan
