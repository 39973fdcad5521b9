#!/bin/bash
# run_meta: --meta adds the user's rows and never replaces the tool's own
# facts.  `import --meta truncated=0` would hide a cut trace from the
# report, `--meta source=record` would pass an import off as a recording.
# The oracle for "the tool's own" is what the tool writes: every meta key
# of a text import, a trace.dat import, a cut trace.dat import and a
# recording (light, and traced when tracefs works here) must be refused as
# a --meta key, by import and by record, with exit 2 and nothing written.
# quick
. "$(dirname "$0")/../lib.sh"
need_fixture kernel_doc_amd_pstate_perf.txt juno_r0_sched_load.trace.dat
cd "$TMP" || exit 1
txt=$FIXTURES/kernel_doc_amd_pstate_perf.txt
dat=$FIXTURES/juno_r0_sched_load.trace.dat

# no_byte BYTE FILE: FILE does not hold BYTE
no_byte() {
	! grep -qF "$1" "$2"
}

leftovers() {
	ls -A "$TMP" | grep -E '\.tmp-|\.spool$' || true
}

# the report's own facts cannot be overridden
"$PSTATE_TRACE" import -o t0.db --meta truncated=0 "$txt" >out 2>err
check_eq "import --meta truncated=0: exit 2" "$?" 2
check "import --meta truncated=0: says it is the tool's" \
	grep -q "^pstate-trace: --meta: truncated is pstate-trace's own" err
check "import --meta truncated=0: no database" test ! -e t0.db
"$PSTATE_TRACE" import -o s.db --meta source=record "$txt" >out 2>err
check_eq "import --meta source=record: exit 2" "$?" 2
check "import --meta source=record: no database" test ! -e s.db
"$PSTATE_TRACE" import -o s.db --meta Truncated_CPUs=0 "$txt" >out 2>err
check_eq "import --meta Truncated_CPUs (another case, a key of the family): exit 2" "$?" 2
"$PSTATE_TRACE" import -o s.db --meta label=x "$txt" >out 2>err
check_eq "import --meta label: exit 2, it has its option" "$?$(cat err)" \
	"2pstate-trace: --meta: label is set with --label"
"$PSTATE_TRACE" import -o s.db --meta $'a\x1b]52;c;eA==\x07=1' "$txt" >out 2>err
check_eq "import --meta with an escape sequence in the key: exit 2" "$?" 2
check "import --meta with an escape sequence in the key: shown escaped" \
	grep -qF "'a\\x1b]52;c;eA' is not a key name" err
check "import --meta with an escape sequence in the key: no ESC reaches the terminal" \
	no_byte $'\x1b' err
"$PSTATE_TRACE" import -q -o u.db --meta clients=64 --meta note.v2=a=b "$txt" >out 2>err
check_eq "import: a user's keys are stored" \
	"$?:$(q u.db "SELECT group_concat(key || '=' || value, ' ') FROM (SELECT * FROM meta WHERE key IN ('clients', 'note.v2') ORDER BY key)")" \
	"0:clients=64 note.v2=a=b"

# every key the tool writes, in each kind of run
"$PSTATE_TRACE" import -q -o k1.db "$txt" 2>/dev/null
"$PSTATE_TRACE" import -q -o k2.db "$dat" 2>/dev/null
head -c $(($(stat -c %s "$dat") * 95 / 100)) "$dat" >cut.dat
"$PSTATE_TRACE" import -q -o k3.db cut.dat 2>/dev/null
check_eq "the cut trace.dat is marked truncated" "$(q k3.db "SELECT value FROM meta WHERE key = 'truncated'")" 1
dbs="k1.db k2.db k3.db"
if [ "$(id -u)" -eq 0 ]; then
	"$PSTATE_TRACE" record -q --counters-only -o k4.db -- sh -c 'echo "Time: 1.5"' >/dev/null 2>&1
	dbs="$dbs k4.db"
	if [ -n "$(tracefs_dir)" ] && [ -d "$(tracefs_dir)/instances" ]; then
		"$PSTATE_TRACE" record -q -o k5.db -- true >/dev/null 2>&1
		dbs="$dbs k5.db"
	else
		skip "the keys of a traced recording: no tracefs instances here"
	fi
else
	skip "the keys of a recording: needs root"
fi
keys=$(for d in $dbs; do q "$d" "SELECT key FROM meta"; done | sort -u)
check "the runs wrote their meta ($(echo "$keys" | wc -l) keys)" test "$(echo "$keys" | wc -l)" -ge 30
settable=""
for k in $keys; do
	"$PSTATE_TRACE" import -q -o x.db --meta "$k=1" "$txt" >/dev/null 2>err
	[ $? -eq 2 ] || settable="$settable $k"
	rm -f x.db
done
check_eq "every key the tool writes is refused by import --meta" "$settable" ""
if [ "$(id -u)" -eq 0 ]; then
	settable=""
	for k in $keys; do
		"$PSTATE_TRACE" record -q --counters-only -o y.db --meta "$k=1" -- true >/dev/null 2>err
		[ $? -eq 2 ] || settable="$settable $k"
		rm -f y.db
	done
	check_eq "every key the tool writes is refused by record --meta" "$settable" ""
	"$PSTATE_TRACE" record -q --counters-only -o r.db --meta interrupted=0 -- true >out 2>err
	check_eq "record --meta interrupted=0: exit 2 before anything runs" "$?" 2
	check "record --meta interrupted=0: no database" test ! -e r.db
	"$PSTATE_TRACE" record -q --counters-only -o r.db --meta clients=8 -- true >out 2>err
	check_eq "record: a user's key is stored" \
		"$?:$(q r.db "SELECT value FROM meta WHERE key = 'clients'")" "0:8"
fi
check_eq "no temporary files or spool folders left" "$(leftovers)" ""
t_done
