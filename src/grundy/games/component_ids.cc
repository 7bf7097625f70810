#include "grundy/games/component_ids.h"

namespace grundy::partizan {

std::uint32_t ComponentIds::find(std::uint64_t serial, const Component& c) const {
  if (slots_.empty()) return kAbsent;
  const std::uint64_t hash = hash_of(serial, c);
  const std::uint32_t tag = tag_of(hash);
  for (std::size_t i = hash & mask_;; i = (i + 1) & mask_) {
    const Slot& s = slots_[i];
    if (s.kept == kAbsent) return kAbsent;
    if (s.tag != tag) continue;
    const Kept& k = kept_[s.kept];
    if (k.hash == hash && k.serial == serial && k.c == c) return k.id;
  }
}

const Component& ComponentIds::insert(std::uint64_t serial, Component c, std::uint32_t id) {
  if (2 * (kept_.size() + 1) > slots_.size()) grow();
  const std::uint64_t hash = hash_of(serial, c);
  std::size_t i = hash & mask_;
  while (slots_[i].kept != kAbsent) i = (i + 1) & mask_;
  slots_[i] = Slot{tag_of(hash), static_cast<std::uint32_t>(kept_.size())};
  return kept_.emplace_back(Kept{serial, hash, std::move(c), id}).c;
}

void ComponentIds::grow() {
  const std::size_t size = slots_.empty() ? 1024 : 2 * slots_.size();
  // The new array is charged before it is made; the old one is released once it is gone.
  charge_.add(size * sizeof(Slot));
  std::vector<Slot> old(size);
  old.swap(slots_);
  mask_ = size - 1;
  for (const Slot& s : old) {
    if (s.kept == kAbsent) continue;
    std::size_t i = kept_[s.kept].hash & mask_;
    while (slots_[i].kept != kAbsent) i = (i + 1) & mask_;
    slots_[i] = s;
  }
  charge_.sub(old.size() * sizeof(Slot));
}

}  // namespace grundy::partizan
