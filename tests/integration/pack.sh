#!/bin/bash
# pack: scripts/pack of a small experiment folder (tests/synth/experiment.py).
# The archive's contents list: MANIFEST.txt, compare's text, markdown and
# JSON, its warnings, one context file per label (the labels from sqlite3),
# the figures when gnuplot is there, every light run's database (tracing =
# counters-only, from sqlite3) and, with --max-mb 0, no traced one: each is
# in MANIFEST.txt with its size (stat).  compare.txt and compare.json in it
# are what compare prints of the folder.  Names from the folder are never
# trusted: every member is under pstate-pack/ with no '..' and only
# [A-Za-z0-9._/-]; a symbolic link among the databases is not followed and
# is said; an existing -o, or one that is a symbolic link, is refused and
# left as it was.
# quick
. "$(dirname "$0")/../lib.sh"
command -v python3 >/dev/null || skip_all "python3 is not installed"
for t in sqlite3 xz tar; do
	command -v $t >/dev/null || skip_all "$t is not installed"
done
X=$(shared_dir experiment "$TOP/tests/synth/experiment.py" -o @ --bin "$TOP" \
	--benchmarks tbench,hackbench --values 2 --repeats 2 --traced 1) ||
	fail "experiment.py failed"
D=$TMP/results
cp -r "$X" "$D" || exit 1
rm -rf "$D/synth"
PACK=$TOP/scripts/pack
export PSTATE_ANALYZE
BASE=acpi-cpufreq/ondemand
# a database name that is data: an escape, a space, a leading dash
cp "$D/runs/acpi-cpufreq_ondemand-tbench-8-2.db" "$D/runs/-$(printf '\033')[31m x.db"
# a symbolic link to a database outside the folder
mkdir -p "$TMP/outside"
cp "$D/runs/amd-pstate_schedutil-tbench-8-2.db" "$TMP/outside/secret.db"
ln -s "$TMP/outside/secret.db" "$D/runs/link.db"

"$PACK" "$D" -o "$TMP/p.tar.xz" --max-mb 0 --baseline $BASE >"$TMP/pack.out" 2>"$TMP/pack.err"
check_eq "pack: exit 0" "$?" 0
check "pack: the archive is there" test -s "$TMP/p.tar.xz"
size=$(stat -c %s "$TMP/p.tar.xz")
check "pack: a few MB at most ($size bytes)" test "$size" -lt $((4 * 1024 * 1024))
tar -tJf "$TMP/p.tar.xz" >"$TMP/list" || fail "tar -t"
check_eq "members: all under pstate-pack/" "$(grep -vc '^pstate-pack/' "$TMP/list")" 0
check_eq "members: no .. and only [A-Za-z0-9._/-] in a name" \
	"$(LC_ALL=C grep -c -e '\.\./' -e '/\.\.$' -e '[^A-Za-z0-9._/-]' "$TMP/list")" 0
for f in MANIFEST.txt compare.txt compare.md compare.json compare-warnings.txt; do
	check "members: $f" grep -qx "pstate-pack/$f" "$TMP/list"
done

# the oracle: sqlite3 over the folder's regular databases
light=0 traced=0 labels=$TMP/labels
: >"$labels"
for db in "$D"/runs/*.db; do
	[ -L "$db" ] && continue
	q "$db" "SELECT value FROM meta WHERE key = 'label'" >>"$labels"
	if [ "$(q "$db" "SELECT value FROM meta WHERE key = 'tracing'")" = counters-only ]; then
		light=$((light + 1))
	else
		traced=$((traced + 1))
		s=$(stat -c %s "$db")
		check "MANIFEST: traced $(basename "$db") left out with its size ($s)" \
			sh -c "tar -xJOf '$TMP/p.tar.xz' pstate-pack/MANIFEST.txt |
			grep -qxF -- \"\$(printf '%10d  %s (traced)' $s '$db')\""
	fi
done
check_eq "members: every light run's database, no traced one" \
	"$(grep -c '^pstate-pack/runs/.*\.db$' "$TMP/list")" "$light"
check_eq "members: one context file per label" \
	"$(grep -c '^pstate-pack/context/.*\.txt$' "$TMP/list")" "$(sort -u "$labels" | wc -l)"
check "stderr: the symbolic link is said, not read" grep -q "not read: $D/runs/link.db" "$TMP/pack.err"
check "stderr: the traced runs left out are counted" \
	grep -q "$light databases packed, $traced left out" "$TMP/pack.err"
check "stderr: no ESC" sh -c "! LC_ALL=C grep -q \"\$(printf '\033')\" '$TMP/pack.err'"
check "the link's target is nowhere in the archive" sh -c "! grep -q secret '$TMP/list'"
if command -v gnuplot >/dev/null; then
	check "members: the figures, rendered" grep -q '^pstate-pack/figures/compare-ratio\.png$' "$TMP/list"
else
	check "members: the figures' scripts (no gnuplot here)" \
		grep -q '^pstate-pack/figures/compare-ratio\.gp$' "$TMP/list"
fi

# compare's output in the archive is compare of the folder
regular=()
for db in "$D"/*/*.db; do [ -L "$db" ] || regular+=("$db"); done
for f in text:txt json:json; do
	"$PSTATE_ANALYZE" compare --baseline $BASE --format ${f%%:*} "${regular[@]}" \
		>"$TMP/want.${f#*:}" 2>/dev/null
	tar -xJOf "$TMP/p.tar.xz" "pstate-pack/compare.${f#*:}" >"$TMP/got.${f#*:}"
	check "compare.${f#*:} in the archive is compare --format ${f%%:*} of the folder" \
		cmp -s "$TMP/want.${f#*:}" "$TMP/got.${f#*:}"
done
check "the text is a comparison with MACHINE" grep -q '^MACHINE$' "$TMP/got.txt"

# never over an existing output, nor through a link
sum=$(md5sum <"$TMP/p.tar.xz")
"$PACK" "$D" -o "$TMP/p.tar.xz" >/dev/null 2>"$TMP/again.err"
check_eq "an existing -o: refused (exit 2)" "$?" 2
check_eq "an existing -o: untouched" "$(md5sum <"$TMP/p.tar.xz")" "$sum"
echo keep >"$TMP/target"
ln -s "$TMP/target" "$TMP/l.tar.xz"
"$PACK" "$D" -o "$TMP/l.tar.xz" >/dev/null 2>&1
check_eq "-o a symbolic link: refused (exit 2)" "$?" 2
check_eq "-o a symbolic link: its target untouched" "$(cat "$TMP/target")" keep
check_eq "no temporary file left beside the output" \
	"$(find "$TMP" -maxdepth 1 -name '.pack.*' | wc -l)" 0

t_plan
