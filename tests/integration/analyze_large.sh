#!/bin/bash
# analyze_large: a run of a million frequency updates, built with sqlite3:
# the counts of the findings' evidence are printed with all their digits, in
# JSON and in text (not 1e+06; the text groups them: 1,000,001).
. "$(dirname "$0")/../lib.sh"
command -v sqlite3 >/dev/null || skip_all "sqlite3 is not installed"
command -v python3 >/dev/null || skip_all "python3 is not installed"
cd "$TMP" || exit 1
n=1000001
{
	cat "$TOP/schema/pstate.sql"
	cat <<SQL
INSERT INTO meta VALUES ('source', 'text'), ('nr_cpus', '1');
INSERT INTO cpu (cpu, highest_perf, nominal_perf) VALUES (0, 166, 110);
WITH RECURSIVE t(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM t WHERE i < $n)
INSERT INTO ev_amd_pstate_perf (ts, cpu, pid, target_perf, capacity, cpu_id, fast_switch,
	seq_gap) SELECT 1000 * i, 0, 1201, 100, 166, 0, 1, 1 FROM t;
SQL
	cat "$TOP/schema/indexes.sql"
} | sqlite3 large.db || { fail "cannot build large.db"; t_done; exit; }
"$PSTATE_ANALYZE" report large.db --format json >large.json
check_eq "$n updates: the JSON's mode evidence counts them all" \
	"$(python3 -c "import json; r = json.load(open('large.json')); print([f['evidence']['writes_fast_switch'] for f in r['findings'] if f['id'] == 'mode'][0])")" "$n"
check "and says so in digits" grep -q "\"writes_fast_switch\": $n," large.json
"$PSTATE_ANALYZE" report large.db >large.txt
grouped=$(sed ':a; s/\B[0-9]\{3\}\>/,&/; ta' <<<"$n")
check "the text's evidence too ($grouped)" grep -q "writes in scheduler context $grouped;" large.txt
t_done
