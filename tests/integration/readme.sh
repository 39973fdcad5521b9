#!/bin/bash
# readme: what the README says about running things holds: `make bench`
# runs every benchmark script its Performance table cites.
. "$(dirname "$0")/../lib.sh"
README=$TOP/README.md
command -v make >/dev/null || { skip "readme: make is not installed"; exit 0; }

# section TITLE: the lines of README section "## TITLE", up to the next
section() {
	awk -v t="## $1" '$0 == t { on = 1; next } on && /^## / { exit } on' "$README"
}

# ---- make bench ----------------------------------------------------------------
cited=$(section Performance | grep -o 'scripts/bench-[a-z]*' | sort -u)
ran=$(make -C "$TOP" -s -n -o all bench 2>/dev/null)
check "Performance: the table cites benchmark scripts" test -n "$cited"
for s in $cited; do
	check "make bench runs $s (cited in Performance)" grep -qx "$s" <<<"$ran"
done
check "Performance: says make bench runs all of it" \
	grep -q 'make bench. runs all of it' <<<"$(section Performance)"

t_done
