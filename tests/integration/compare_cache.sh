#!/bin/bash
# compare_cache: what compare remembers of each run's analysis (its cache,
# $XDG_CACHE_HOME/pstate-trace/compare.db), on a small experiment
# (tests/synth/experiment.py: six labels, tbench and hackbench at two
# values, a light and a traced run each).  A compare with a cache, first and second, prints
# byte for byte what compare --no-cache prints, in text, markdown and JSON
# (WHY included); the second analyses nothing (-v says so) and works on a
# copy whose event tables were then made unreadable behind SQLite's back
# (the file's identity kept: inode, size, mtime, change counter), which
# --no-cache cannot read; the run databases are never written.  A run
# changed with sqlite3 is analysed again and its new numbers shown, as
# --no-cache shows them; another build of the program (a copy, then the
# copy touched) and another --comm analyse again; --no-cache neither reads
# nor writes the cache.  An entry damaged, edited (its checksum made to
# fit, a value out of its range), or moved under another key is analysed
# again, said by -v, and replaced.  A cache that cannot be made or read (a
# file where its folder goes, a file that is not SQLite, a folder where it
# goes, a newer format, a damaged table, no HOME) gives the right output
# and one warning; so does one its user (nobody, when the test runs as
# root) cannot write, when it lacks a run, and says nothing when it has
# them all.
# Two compares at once on one cache agree and leave it sound.  plot
# --compare uses the cache too.
# quick
# long
. "$(dirname "$0")/../lib.sh"
for t in python3 sqlite3; do
	command -v $t >/dev/null || skip_all "$t is not installed (make deps)"
done
X=$(shared_dir experiment "$TOP/tests/synth/experiment.py" -o @ --bin "$TOP" \
	--benchmarks tbench,hackbench --values 2 --repeats 2 --traced 1) ||
	fail "experiment.py failed"
comm=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["comm_regex"])' \
	"$X/truth.json")
R=$TMP/runs
mkdir -p "$R" && cp "$X"/runs/*.db "$R"/ || exit 1
N=$(find "$R" -name '*.db' | wc -l)
CACHE=$XDG_CACHE_HOME/pstate-trace/compare.db
cd "$TMP" || exit 1

# cmp_run OUT ERR ARGS...: compare --comm ARGS on the runs (relative paths,
# as every call here names them)
cmp_run() {
	local out=$1 err=$2
	shift 2
	"$PSTATE_ANALYZE" compare --comm "$comm" "$@" runs/*.db >"$out" 2>"$err"
}
# ref_run OUT ERR ARGS...: the reference, compare --no-cache ARGS, by the
# top's build (the same program: under ASan the runs under test are the
# cached ones; the references need not be analysed slowly again)
ref_run() {
	local out=$1 err=$2
	shift 2
	"$TOP/pstate-analyze" compare --no-cache --comm "$comm" "$@" runs/*.db >"$out" 2>"$err"
}

# vline ERR: compare -v's line about the cache
vline() {
	grep '^pstate-analyze: compare: [0-9]* runs\?: ' "$1"
}

# corrupt_middle DB TABLE...: the leaf pages of each TABLE but its first and
# its last made unreadable (their page type 0), the file's size, mtime and
# header as they were: what min(ts) and max(ts) read still reads, a scan
# of the table fails
corrupt_middle() {
	local db=$1
	shift
	touch -r "$db" "$TMP/mtime.ref"
	python3 - "$db" "$@" <<'PY'
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
size = db.execute('PRAGMA page_size').fetchone()[0]
pages = []
for t in sys.argv[2:]:
    rows = db.execute("SELECT pageno FROM dbstat WHERE name = ? AND pagetype = 'leaf' "
                      "ORDER BY path", (t,)).fetchall()
    pages += [r[0] for r in rows[1:-1]]
db.close()
if not pages:
    sys.exit('no middle leaf page')
with open(sys.argv[1], 'r+b') as f:
    for p in pages:
        f.seek((p - 1) * size)
        f.write(b'\0')
PY
	touch -r "$TMP/mtime.ref" "$db"
}

# ---- the reference: no cache -------------------------------------------------
# (the text by the program under test: its --no-cache must make no cache)
cmp_run ref.text ref.err --no-cache || fail "compare --no-cache"
for f in markdown json; do
	ref_run "ref.$f" ref.err --format "$f" || fail "compare --no-cache --format $f"
done
check "the experiment's compare has a WHY section" grep -q '^WHY$' ref.text
check "and JSON explanations" python3 -c '
import json, sys
sys.exit(not json.load(open(sys.argv[1]))["explanations"])' ref.json
check "--no-cache makes no cache" test ! -e "$XDG_CACHE_HOME"

# ---- first and second --------------------------------------------------------
sums() { for d in "$R"/*.db; do stat -c '%i %s %y' "$d"; done; sha256sum "$R"/*.db; }
sums >sums.before
cmp_run first.text first.err -v
check_eq "first compare: every run analysed (-v)" "$(vline first.err)" \
	"pstate-analyze: compare: $N runs: 0 from the cache (in use), $N analysed"
check_eq "first compare: nothing else on stderr" "$(grep -vc '^pstate-analyze: compare: ' first.err)" 0
check "first compare: the text of --no-cache" cmp -s first.text ref.text
check_eq "the cache has an entry per run (sqlite3)" \
	"$(q "$CACHE" 'SELECT count(*) FROM run_entry')" "$N"
check_eq "the cache's folder is 0700, its file 0600" \
	"$(stat -c %a "$XDG_CACHE_HOME/pstate-trace" "$CACHE" | tr '\n' ' ')" "700 600 "
for f in text markdown json; do
	cmp_run "second.$f" second.err -v --format "$f"
	check_eq "second compare ($f): every run from the cache (-v)" "$(vline second.err)" \
		"pstate-analyze: compare: $N runs: $N from the cache (in use), 0 analysed"
	check "second compare ($f): byte for byte --no-cache's" cmp -s "second.$f" "ref.$f"
done
sums >sums.after
check "the run databases are not written (inode, size, mtime, sha256)" cmp -s sums.before sums.after

# ---- the second reads no event ----------------------------------------------
victim=runs/acpi-cpufreq_ondemand-tbench-8-1.db
cp -p "$victim" victim.bak
check "the victim is a traced run (sched_switch rows, sqlite3)" \
	test "$(q "$victim" "SELECT count(*) FROM sched_switch")" -gt 1000
corrupt_middle "$victim" ev_sched_switch ev_sched_waking || fail "corrupt_middle $victim"
"$PSTATE_ANALYZE" compare --no-cache --comm "$comm" runs/*.db >/dev/null 2>nc.err
check_eq "its event tables unreadable: --no-cache cannot compare" "$?" 1
check "and says the table is malformed" grep -q "$victim: sched_switch: database disk image is malformed" nc.err
cmp_run cached.json cached.err -v --format json
check_eq "from the cache the same runs compare (exit 0)" "$?" 0
check "and print --no-cache's JSON of the sound runs" cmp -s cached.json ref.json
mv victim.bak "$victim"
cmp_run back.text back.err -v
check_eq "the victim put back (another inode) is analysed again" "$(vline back.err)" \
	"pstate-analyze: compare: $N runs: $((N - 1)) from the cache (in use), 1 analysed"
check "and compares as before" cmp -s back.text ref.text

# ---- a run changed -----------------------------------------------------------
# the traced tbench runs of a label: energy doubled, wakeups earlier
for changed in runs/amd-pstate_schedutil-tbench-8-1.db runs/amd-pstate_schedutil-tbench-64-1.db; do
	q "$changed" "UPDATE counter_sample SET value = value * 2 WHERE name = 'power/energy-pkg'"
	q "$changed" "UPDATE ev_sched_waking SET ts = ts - 3000"
done
cmp_run ch.json ch.err -v --format json
check_eq "runs changed with sqlite3 are analysed again, the others not" "$(vline ch.err)" \
	"pstate-analyze: compare: $N runs: $((N - 2)) from the cache (in use), 2 analysed"
ref_run chref.json chref.err --format json
check "its new numbers: --no-cache's JSON" cmp -s ch.json chref.json
check "which differs from before" sh -c '! cmp -s ch.json ref.json'
# the summary's watts of its label (traced runs only): twice the energy
if python3 - ch.json ref.json <<'PY'; then
import json, sys
def watts(f):
    j = json.load(open(f))
    for b in j['benchmarks']:
        if b['name'] == 'tbench':
            return b['metrics']['amd-pstate/schedutil']['avg_watts']
new, old = watts(sys.argv[1]), watts(sys.argv[2])
sys.exit(not (new and old and abs(new / old - 2) < 1e-3))
PY
	pass "their label's key metrics have their new watts (twice the energy, twice the watts)"
else
	fail "their label's key metrics: not twice the watts"
fi

# ---- another build, another --comm -------------------------------------------
mkdir -p bin && cp "$PSTATE_ANALYZE" bin/pstate-analyze
bin/pstate-analyze compare -v --comm "$comm" --format json runs/*.db >b1.json 2>b1.err
check_eq "another build (a copy of the program) analyses every run" "$(vline b1.err)" \
	"pstate-analyze: compare: $N runs: 0 from the cache (in use), $N analysed"
check "and prints the same" cmp -s b1.json chref.json
bin/pstate-analyze compare -v --comm "$comm" runs/*.db >/dev/null 2>b2.err
check_eq "then it finds its own entries" "$(vline b2.err)" \
	"pstate-analyze: compare: $N runs: $N from the cache (in use), 0 analysed"
touch bin/pstate-analyze
bin/pstate-analyze compare -v --comm "$comm" runs/*.db >/dev/null 2>b3.err
check_eq "the program touched (a rebuild) analyses every run again" "$(vline b3.err)" \
	"pstate-analyze: compare: $N runs: 0 from the cache (in use), $N analysed"
cmp_run c2.json c2.err -v --format json
check_eq "the first program still finds its own" "$(vline c2.err)" \
	"pstate-analyze: compare: $N runs: $N from the cache (in use), 0 analysed"
"$PSTATE_ANALYZE" compare -v --comm '^tbench' runs/*.db >/dev/null 2>comm.err
check_eq "another --comm analyses every run" "$(vline comm.err)" \
	"pstate-analyze: compare: $N runs: 0 from the cache (in use), $N analysed"
sha_before=$(sha256sum <"$CACHE")
cmp_run nc.json nc.err -v --no-cache --format json
check_eq "--no-cache analyses every run" "$(vline nc.err)" \
	"pstate-analyze: compare: $N runs: 0 from the cache (--no-cache), $N analysed"
check_eq "and leaves the cache as it was" "$(sha256sum <"$CACHE")" "$sha_before"

# ---- entries damaged and edited ---------------------------------------------
# entry_where DB: the SQL condition of DB's entry made by this program
# under --comm "$comm": its key's db line (device, inode, size), build line
# (the executable's device, inode, size) and comm line
entry_where() {
	local id
	id=$(stat -c '%d:%i:%s' "$1")
	printf "CAST(key AS TEXT) LIKE '%%exe %s%%' AND CAST(key AS TEXT) LIKE '%%db %s:%%' AND CAST(key AS TEXT) LIKE '%%comm %d:%s%%'" \
		"$(stat -L -c '%d:%i:%s' "$PSTATE_ANALYZE")" "$id" "${#comm}" "$comm"
}
d1=runs/acpi-cpufreq_schedutil-tbench-8-1.db d2=runs/amd-pstate_ondemand-tbench-8-1.db
d3=runs/acpi-cpufreq_performance-hackbench-4-1.db
d4=runs/amd-pstate_performance-tbench-8-1.db
check_eq "each victim has one entry" \
	"$(for d in $d1 $d2 $d3 $d4; do q "$CACHE" "SELECT count(*) FROM run_entry WHERE $(entry_where "$d")"; done | tr '\n' ' ')" \
	"1 1 1 1 "
# a byte of the data changed (one of the wakeup p99's)
q "$CACHE" "UPDATE run_entry SET data = substr(data, 1, 50) || X'7f' || substr(data, 52) WHERE $(entry_where $d1)"
# a value out of its range, the checksum made to fit (idle share 5.0)
python3 - "$CACHE" "$(entry_where $d2)" <<'PY' || fail "editing the entry of $d2"
import sqlite3, struct, sys
c = sqlite3.connect(sys.argv[1])
key, data = c.execute('SELECT key, data FROM run_entry WHERE ' + sys.argv[2]).fetchone()
data = bytearray(data)
data[52:60] = struct.pack('<d', 5.0)
M = (1 << 64) - 1
h = 0xcbf29ce484222325
for b in bytes(key) + b'\xff' + bytes(data):
    h = ((h ^ b) * 0x100000001b3) & M
h = ((h ^ (h >> 30)) * 0xbf58476d1ce4e5b9) & M
h = ((h ^ (h >> 27)) * 0x94d049bb133111eb) & M
h ^= h >> 31
c.execute('UPDATE run_entry SET data = ?, sum = ? WHERE key = ?',
          (bytes(data), h & ((1 << 63) - 1), key))
c.commit()
PY
# another run's sound data and checksum under its key
q "$CACHE" "UPDATE run_entry SET data = (SELECT data FROM run_entry WHERE $(entry_where $d4)),
	sum = (SELECT sum FROM run_entry WHERE $(entry_where $d4)) WHERE $(entry_where $d3)"
cmp_run ed.json ed.err -v --format json
check_eq "3 entries damaged, edited, moved: analysed again (-v)" "$(vline ed.err)" \
	"pstate-analyze: compare: $N runs: $((N - 3)) from the cache (in use), 3 analysed; 3 entries failed the checks (analysed again)"
check "and compare prints --no-cache's JSON" cmp -s ed.json chref.json
cmp_run ed2.text ed2.err -v
check_eq "they were replaced: all from the cache again" "$(vline ed2.err)" \
	"pstate-analyze: compare: $N runs: $N from the cache (in use), 0 analysed"
ref_run chref.text chref.err
check "with --no-cache's text" cmp -s ed2.text chref.text

# ---- a cache that cannot be used ---------------------------------------------
# unusable NAME SETUP...: compare with XDG_CACHE_HOME=$TMP/NAME after SETUP
# (run in $TMP/NAME's parent): --no-cache's JSON, exit 0, one warning line
unusable() {
	local name=$1 what=$2 pat=$3 dir=$TMP/u/$1
	mkdir -p "$TMP/u"
	XDG_CACHE_HOME=$dir "$PSTATE_ANALYZE" compare --comm "$comm" --format json runs/*.db \
		>"u-$name.json" 2>"u-$name.err"
	check_eq "$what: exit 0" "$?" 0
	check "$what: --no-cache's JSON" cmp -s "u-$name.json" chref.json
	check_eq "$what: one line on stderr" "$(wc -l <"u-$name.err")" 1
	check "$what: it says so ($pat)" grep -q "^pstate-analyze: $pat" "u-$name.err"
}
mkdir -p u && : >u/file
unusable file "a file where the cache's folder goes" \
	"$TMP/u/file/pstate-trace: cannot make the cache's folder: Not a directory; compare analyses every run without it"
mkdir -p u/garbage/pstate-trace && printf 'not a database, but %0200d\n' 0 >u/garbage/pstate-trace/compare.db
sha=$(sha256sum <u/garbage/pstate-trace/compare.db)
unusable garbage "a cache file that is not SQLite" \
	"$TMP/u/garbage/pstate-trace/compare.db: cannot read the cache: file is not a database;"
check_eq "which is left as it was" "$(sha256sum <u/garbage/pstate-trace/compare.db)" "$sha"
mkdir -p u/dir/pstate-trace/compare.db
unusable dir "a folder where the cache file goes" \
	"$TMP/u/dir/pstate-trace/compare.db: cannot open the cache: Is a directory;"
mkdir -p u/newer/pstate-trace && sqlite3 u/newer/pstate-trace/compare.db 'PRAGMA user_version = 7; CREATE TABLE t (x)'
unusable newer "a cache of a newer format" \
	"$TMP/u/newer/pstate-trace/compare.db: cannot use the cache: its format is 7, this program's 1;"
mkdir -p u/broken/pstate-trace && cp "$CACHE" u/broken/pstate-trace/compare.db &&
	corrupt_table u/broken/pstate-trace/compare.db run_entry
unusable broken "a cache whose table is damaged" \
	"$TMP/u/broken/pstate-trace/compare.db: cannot read the cache: database disk image is malformed;"
env -u XDG_CACHE_HOME -u HOME "$PSTATE_ANALYZE" compare --comm "$comm" --format json runs/*.db \
	>nohome.json 2>nohome.err
check "neither XDG_CACHE_HOME nor HOME: --no-cache's JSON" cmp -s nohome.json chref.json
check_eq "and one warning" "$(cat nohome.err)" \
	"pstate-analyze: compare: no cache: neither XDG_CACHE_HOME nor HOME is an absolute path; compare analyses every run without it"
mkdir -p home
XDG_CACHE_HOME=relative HOME=$TMP/home "$PSTATE_ANALYZE" compare --comm "$comm" runs/*.db \
	>/dev/null 2>home.err
check "a relative XDG_CACHE_HOME is not used: HOME's .cache is" \
	test -s home/.cache/pstate-trace/compare.db -a ! -e relative -a ! -s home.err

# ---- a cache its user cannot write ---------------------------------------------
# the user: nobody (setpriv) when the test runs as root, who writes anything
if [ "$(id -u)" = 0 ]; then
	asu=(setpriv --reuid=65534 --regid=65534 --clear-groups)
	"${asu[@]}" true 2>/dev/null || asu=()
else
	asu=(env)
fi
if [ ${#asu[@]} = 0 ]; then
	skip "a cache its user cannot write: root writes any, and setpriv cannot run as nobody"
else
	W=$TMP/user
	if ! { mkdir -p "$W/runs" "$W/cache" && cp runs/*.db "$W/runs/" && chmod -R a+rX "$W" &&
		chmod o+x "$TMP"; }; then
		fail "making $W"
	fi
	[ "$(id -u)" = 0 ] && chown 65534:65534 "$W/cache"
	# as_user OUT ERR ARGS...: compare --comm ARGS of $W/runs as that user, its cache $W/cache
	as_user() {
		local out=$1 err=$2
		shift 2
		(cd "$W" && "${asu[@]}" env XDG_CACHE_HOME="$W/cache" "$PSTATE_ANALYZE" compare \
			--comm "$comm" "$@" runs/*.db) >"$out" 2>"$err"
	}
	as_user w1.json w1.err --format json
	check "the user's first compare: --no-cache's JSON, nothing on stderr" \
		sh -c "cmp -s w1.json chref.json && test ! -s w1.err"
	chmod 400 "$W/cache/pstate-trace/compare.db"
	as_user w2.json w2.err -v --format json
	check_eq "its cache made read-only: every run from it, no warning" "$(cat w2.err)" \
		"pstate-analyze: compare: $N runs: $N from the cache (in use), 0 analysed"
	check "and --no-cache's JSON" cmp -s w2.json chref.json
	q "$W/runs/amd-pstate_ondemand-hackbench-4-1.db" "UPDATE ev_sched_waking SET ts = ts - 5000"
	(cd "$W" && "$PSTATE_ANALYZE" compare --no-cache --comm "$comm" --format json runs/*.db) \
		>wref.json 2>/dev/null
	as_user w3.json w3.err --format json
	check_eq "a run changed, the read-only cache: one warning" "$(cat w3.err)" \
		"pstate-analyze: $W/cache/pstate-trace/compare.db: cannot store in the cache: it is read-only; the runs analysed now are analysed again next time"
	check "and --no-cache's JSON of the changed runs" cmp -s w3.json wref.json
	rm -f "$W/cache/pstate-trace/compare.db" && chmod 500 "$W/cache/pstate-trace"
	as_user w4.json w4.err --format json
	check_eq "a cache folder the user cannot write: one warning" "$(cat w4.err)" \
		"pstate-analyze: $W/cache/pstate-trace/compare.db: cannot open the cache: Permission denied; compare analyses every run without it"
	check "and --no-cache's JSON" cmp -s w4.json wref.json
	chmod 700 "$W/cache/pstate-trace"
fi

# ---- two at once -------------------------------------------------------------
export XDG_CACHE_HOME=$TMP/both
cmp_run both1.json both1.err --format json & p1=$!
cmp_run both2.json both2.err --format json & p2=$!
wait $p1; r1=$?
wait $p2; r2=$?
check_eq "two compares at once on a new cache: both exit 0" "$r1 $r2" "0 0"
check "both print --no-cache's JSON" sh -c 'cmp -s both1.json chref.json && cmp -s both2.json chref.json'
check_eq "with nothing on stderr" "$(cat both1.err both2.err)" ""
check_eq "the cache is sound (integrity_check) with an entry per run" \
	"$(q "$TMP/both/pstate-trace/compare.db" 'PRAGMA integrity_check; SELECT count(*) FROM run_entry')" \
	"ok
$N"

# ---- plot --compare ------------------------------------------------------------
export XDG_CACHE_HOME=$TMP/plot PSTATE_GNUPLOT=
"$PSTATE_ANALYZE" plot --compare -o p1 runs/*.db >p1.out 2>&1
check_eq "plot --compare: exit 0" "$?" 0
check_eq "plot --compare stores an entry per run" \
	"$(q "$TMP/plot/pstate-trace/compare.db" 'SELECT count(*) FROM run_entry')" "$N"
cp -p "$victim" victim.bak
corrupt_middle "$victim" ev_sched_switch ev_sched_waking || fail "corrupt_middle $victim"
"$PSTATE_ANALYZE" plot --compare -o p2 runs/*.db >p2.out 2>&1
check_eq "plot --compare from the cache: the unreadable events are not read (exit 0)" "$?" 0
check "and draws the same figures" diff -r p1 p2
"$PSTATE_ANALYZE" plot --compare --no-cache -o p3 runs/*.db >p3.out 2>&1
check_eq "plot --compare --no-cache reads them (exit 1)" "$?" 1
mv victim.bak "$victim"
"$PSTATE_ANALYZE" plot --no-cache -o p4 runs/*.db >p4.out 2>&1
check_eq "plot --no-cache without --compare: a usage error" "$?:$(cat p4.out)" \
	"2:pstate-analyze: plot: --no-cache needs --compare"
t_done
