// fmt's compiled part, built once for the whole program (issue 28).
//
// Debian's libfmt-dev ships fmt as headers and a shared library only. Linking the shared library
// costs every command a library load at start-up (`grundy value nim:1` is meant to start about as
// fast as a C++ hello world); fmt's header-only mode avoids that but compiles fmt's formatting
// core (format-inl.h: Dragonbox, the error paths, vformat) into every file that includes
// <fmt/format.h>, some 3.5 s of compiler time in each of more than a hundred files. So the program
// uses fmt in its ordinary compiled mode, and this one file provides what the shared library
// would: format-inl.h's non-template functions (FMT_FUNC is empty outside header-only mode) and
// the template instantiations that <fmt/format.h> declares `extern template`.
#include <fmt/format-inl.h>

FMT_BEGIN_NAMESPACE
namespace detail {

template FMT_API auto dragonbox::to_decimal(float x) noexcept -> dragonbox::decimal_fp<float>;
template FMT_API auto dragonbox::to_decimal(double x) noexcept -> dragonbox::decimal_fp<double>;

template FMT_API locale_ref::locale_ref(const std::locale& loc);
template FMT_API auto locale_ref::get<std::locale>() const -> std::locale;

template FMT_API auto thousands_sep_impl(locale_ref) -> thousands_sep_result<char>;
template FMT_API auto decimal_point_impl(locale_ref) -> char;
template FMT_API void buffer<char>::append(const char*, const char*);
template FMT_API void vformat_to(buffer<char>&, string_view,
                                 basic_format_args<FMT_BUFFER_CONTEXT(char)>, locale_ref);

template FMT_API auto thousands_sep_impl(locale_ref) -> thousands_sep_result<wchar_t>;
template FMT_API auto decimal_point_impl(locale_ref) -> wchar_t;
template FMT_API void buffer<wchar_t>::append(const wchar_t*, const wchar_t*);

}  // namespace detail
FMT_END_NAMESPACE
