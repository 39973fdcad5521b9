#!/bin/bash
# analyze_locked: a database a writer holds locked is waited for a bounded
# time (5 s), then said to be locked, exit 1: never "not a pstate-trace
# database", never a report of what could be read.  The lock is taken by a
# real writer (python3's sqlite3, BEGIN EXCLUSIVE) before the report starts,
# and, at chosen points inside the report, by tests/faults' rdlock (the
# reader's shared lock fails as when a writer holds the database).
# quick
# long
. "$(dirname "$0")/../lib.sh"
command -v python3 >/dev/null || skip_all "python3 is not installed"
command -v cc >/dev/null || skip_all "cc is not installed"
cd "$TMP" || exit 1
cc -D_GNU_SOURCE -shared -fPIC -o faults.so "$TOP/tests/faults/faults.c" -ldl ||
	{ fail "analyze_locked: cannot build tests/faults/faults.c"; t_done; exit 1; }
"$TOP/tests/synth/synth.py" --scenario tbench-fast --seed 1 -o tb >/dev/null ||
	{ fail "tbench-fast: synth failed"; t_done; exit; }
mapfile -t args < <(python3 -c "import json; print('\n'.join(json.load(open('tb/truth.json'))['import_args']))")
"$PSTATE_TRACE" import -q -o tb.db "${args[@]}" tb/trace.txt ||
	{ fail "tbench-fast: import failed"; t_done; exit; }
printf 'Time: 1.5\n' >log
"$PSTATE_TRACE" import -q -o res.db "${args[@]}" --label x --benchmark b --workload-log log tb/trace.txt
"$PSTATE_ANALYZE" report tb.db >intact.text
want="pstate-analyze: tb.db: locked by another process (a writer): gave up after 5 s"

# a writer holding the database until its stdin closes; "locked" when it does
cat >writer.py <<'PY'
import sqlite3, sys
con = sqlite3.connect(sys.argv[1], isolation_level=None)
con.execute('BEGIN EXCLUSIVE')
con.execute("UPDATE meta SET value = value WHERE key = 'source'")
print('locked', flush=True)
sys.stdin.read()
con.execute('ROLLBACK')
PY
# (W_PID is kept: bash unsets it when it reaps the coprocess, which can be
# before the wait below, once its stdin is closed)
coproc W { python3 writer.py tb.db; }
wpid=$W_PID
read -r line <&"${W[0]}"
check_eq "the writer holds the database" "$line" locked
t0=$(date +%s%N)
"$PSTATE_ANALYZE" report tb.db >out 2>err && rc=0 || rc=$?
t1=$(date +%s%N)
check_eq "report, locked: exit 1, one message: locked" "$rc:$(cat err)" "1:$want"
check "report, locked: nothing on stdout" test ! -s out
ms=$(((t1 - t0) / 1000000))
check "report, locked: waited for the writer, and gave up ($ms ms, 5 s bounded)" \
	test "$ms" -ge 4500 -a "$ms" -lt 60000
exec {W[1]}>&-
wait "$wpid"
"$PSTATE_ANALYZE" report tb.db >out 2>err
check "report after the writer is gone: the report" sh -c "cmp -s out intact.text && test ! -s err"

coproc W { python3 writer.py res.db; }
wpid=$W_PID
read -r line <&"${W[0]}"
"$PSTATE_ANALYZE" compare res.db >out 2>err && rc=0 || rc=$?
check_eq "compare, locked: exit 1, one message: locked" "$rc:$(cat err)" \
	"1:pstate-analyze: res.db: locked by another process (a writer): gave up after 5 s"
exec {W[1]}>&-
wait "$wpid"

# the lock comes while the report runs: after 50, 300, 600 of its shared
# locks (its schema check, meta and the cpu table, the event stream)
for n in 50 300 600; do
	PT_FAULT=rdlock PT_FAULT_AFTER=$n LD_PRELOAD=$TMP/faults.so ASAN_OPTIONS="${ASAN_OPTIONS:-}:verify_asan_link_order=0" \
		"$PSTATE_ANALYZE" report tb.db >out 2>err && rc=0 || rc=$?
	if [ "$rc" = 0 ]; then
		check "locked after $n shared locks: the report is complete" cmp -s out intact.text
	else
		check_eq "locked after $n shared locks: exit 1, one message: locked" "$rc:$(cat err)" "1:$want"
		check "locked after $n shared locks: nothing on stdout" test ! -s out
	fi
done
t_done
