#!/bin/bash
# analyze_bad: damaged or edited databases never become a plausible wrong
# number: one clear message and exit 1, or a report that says what it left
# out (and why) and whose numbers are real ones.
# quick
. "$(dirname "$0")/../lib.sh"
command -v python3 >/dev/null || skip_all "python3 is not installed"
command -v sqlite3 >/dev/null || skip_all "sqlite3 is not installed"
cd "$TMP" || exit 1
js() { python3 -c "import json, sys; r = json.load(open(sys.argv[1])); print($2)" "$1"; }

"$TOP/tests/synth/synth.py" --scenario tbench-fast --seed 1 -o tb >/dev/null ||
	{ fail "tbench-fast: synth failed"; t_done; exit; }
mapfile -t args < <(python3 -c "import json; print('\n'.join(json.load(open('tb/truth.json'))['import_args']))")
re=$(python3 -c "import json; print(json.load(open('tb/truth.json'))['workload_comm_regex'])")
"$PSTATE_TRACE" import -q -o tb.db "${args[@]}" tb/trace.txt ||
	{ fail "tbench-fast: import failed"; t_done; exit; }

# edited NAME SQL: a copy of tb.db as NAME.db with SQL applied
edited() {
	cp tb.db "$1.db" && sqlite3 "$1.db" "$2"
}

# refused NAME MESSAGE CMD...: CMD exits 1 with MESSAGE as its one line on stderr
refused() {
	local name=$1 want=$2 rc
	shift 2
	"$@" >out 2>err && rc=0 || rc=$?
	if [ "$rc" = 1 ] && [ "$(cat err)" = "$want" ]; then
		pass "$name: exit 1, one message"
	else
		fail "$name: exit $rc, stderr: $(head -c 300 err)"
	fi
}

# ---- tables and columns the analyzer reads, missing ---------------------
edited nometa "DROP TABLE meta"
want="pstate-analyze: nometa.db: not a pstate-trace database: no meta table"
refused "no meta table: report" "$want" "$PSTATE_ANALYZE" report nometa.db
refused "no meta table: report --format json" "$want" \
	"$PSTATE_ANALYZE" report --format json nometa.db
refused "no meta table: plot" "$want" "$PSTATE_ANALYZE" plot -o plots nometa.db
"$PSTATE_ANALYZE" compare tb.db nometa.db >out 2>err && rc=0 || rc=$?
check_eq "no meta table: compare exits 1" "$rc" 1
check "no meta table: compare says it once" test "$(grep -c "^$want\$" err)" = 1
check "no meta table: compare prints no sqlite error" sh -c "! grep -q 'no such' err"
edited notable "DROP TABLE cpu_idle"
refused "no cpu_idle table: report" \
	"pstate-analyze: notable.db: not a pstate-trace database: no cpu_idle table" \
	"$PSTATE_ANALYZE" report notable.db
edited nocolumn "ALTER TABLE sched_switch DROP COLUMN next_pid"
refused "no next_pid column: report" \
	"pstate-analyze: nocolumn.db: not a pstate-trace database: no column next_pid in table sched_switch" \
	"$PSTATE_ANALYZE" report nocolumn.db
edited nocpucol "ALTER TABLE cpu DROP COLUMN rate_limit_us"
refused "no rate_limit_us column in cpu: plot" \
	"pstate-analyze: nocpucol.db: not a pstate-trace database: no column rate_limit_us in table cpu" \
	"$PSTATE_ANALYZE" plot -o plots nocpucol.db

t_done
