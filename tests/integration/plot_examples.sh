#!/bin/bash
# plot_examples: examples/plots/make-examples draws every figure that
# examples/plots/README.md lists, with nothing on stderr (gnuplot's
# warnings included), each PNG under 150 KB; and the committed PNGs are
# the ones the README lists.
. "$(dirname "$0")/../lib.sh"
for t in python3 gnuplot; do
	command -v $t >/dev/null || skip_all "$t is not installed (make deps)"
done
EX=$TOP/examples/plots
mapfile -t listed < <(grep -o '^| `[^`]*\.png`' "$EX/README.md" | tr -d '|` ')
check "README lists figures" test "${#listed[@]}" -gt 0
PT_BIN=$PT_BIN "$EX/make-examples" "$TMP/out" >"$TMP/out.txt" 2>"$TMP/err.txt"
check_eq "make-examples: exit 0" "$?" 0
if [ -s "$TMP/err.txt" ]; then
	fail "make-examples printed on stderr: $(head -3 "$TMP/err.txt" | tr '\n' ' ')"
else
	pass "make-examples: nothing on stderr"
fi
for f in "${listed[@]}"; do
	if [ -s "$TMP/out/$f" ]; then
		size=$(stat -c %s "$TMP/out/$f")
		check "$f drawn, $size bytes (< 150 KB)" test "$size" -lt 153600
	else
		fail "$f: not drawn"
	fi
	check "$f committed" test -s "$EX/$f"
done
for f in "$EX"/*.png; do
	n=$(basename "$f")
	printf '%s\n' "${listed[@]}" | grep -qx "$n" || fail "$n is in examples/plots but not in its README"
done
t_done
