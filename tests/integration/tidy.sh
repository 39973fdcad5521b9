#!/bin/bash
# tidy: clang-tidy, with the checks of .clang-tidy (bugprone), finds nothing
# in the C sources of both programs, of the unit tests and of the fault
# library.  One "not ok" line per warning, and per file clang-tidy cannot
# parse (a compile error would otherwise hide every warning of that file).
# long
. "$(dirname "$0")/../lib.sh"
cd "$TOP" || exit 1
command -v clang-tidy >/dev/null || skip_all "clang-tidy is not installed (make deps)"
if ! pkgs=$(pkg-config --cflags libtracefs libtraceevent libtracecmd sqlite3 2>/dev/null); then
	skip "tidy: pkg-config does not find the libraries (make deps)"
	exit 0
fi
# shellcheck disable=SC2206 # $pkgs is a list of flags
cflags=(-std=gnu11 -D_GNU_SOURCE -Ilib -Icollector -Ianalyzer -Ibuild -Itests/unit $pkgs)
files=(lib/*.c collector/*.c analyzer/*.c analyzer/*/*.c tests/unit/*.c tests/faults/*.c)

# one clang-tidy per file, in parallel, each into its own log
mkdir -p "$TMP/tidy"
# shellcheck disable=SC2016 # expanded by sh -c
printf '%s\n' "${files[@]}" |
	xargs -P "$(nproc 2>/dev/null || echo 2)" -I{} sh -c \
		'dir=$1 f=$2; shift 2; clang-tidy -quiet "$f" -- "$@" >"$dir/$(echo "$f" | tr / _).log" 2>&1' \
		sh "$TMP/tidy" {} "${cflags[@]}"

for f in "${files[@]}"; do
	log=$TMP/tidy/$(echo "$f" | tr / _).log
	if grep -q 'error:' "$log"; then
		fail "tidy: $f: clang-tidy cannot parse it: $(grep -m1 'error:' "$log" | sed "s|^$TOP/||")"
		sed 's/^/# /' "$log"
	fi
done
# a header's warning comes once per file that includes it: list it once
while IFS= read -r w; do
	fail "tidy: $w"
done < <(grep -h 'warning:' "$TMP"/tidy/*.log | sed "s|^$TOP/||" | sort -t: -k1,1 -k2,2n -k3,3n | uniq)
[ "$T_FAILED" -eq 0 ] && pass "tidy: no clang-tidy warnings in ${#files[@]} files"
t_done
