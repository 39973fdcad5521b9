#!/bin/bash
# fuzz_quick: a short run of the fuzzers, so that CI notices a parser that
# crashes on what the corpus already reaches: the text parser's libFuzzer
# target (fuzz/run, 20 s from a fixed seed, so that a failure can be run
# again; the corpus left unchanged), damaged trace.dat
# files against the import (fuzz/dat-mutate, 12 rounds) and damaged run
# databases against the analyzer (fuzz/db-mutate, 15 rounds from
# fuzz/corpus/db), the ASan build when there is one.  Long runs are for
# developers: fuzz/run 600, fuzz/db-mutate --seconds 600 fuzz/corpus/db/*.sql.
# long
. "$(dirname "$0")/../lib.sh"
cd "$TOP" || exit 1
if command -v clang >/dev/null && clang -fsanitize=fuzzer -x c /dev/null -o /dev/null \
	-Wl,--unresolved-symbols=ignore-all 2>/dev/null; then
	if FUZZ_NO_MERGE=1 FUZZ_SEED=1 fuzz/run 20 >"$TMP/fuzz.log" 2>&1; then
		pass "fuzz_text: 20 s without a crash ($(grep -o 'stat::number_of_executed_units: [0-9]*' "$TMP/fuzz.log" | awk '{ print $2 }') runs)"
	else
		fail "fuzz_text: $(tail -3 "$TMP/fuzz.log" | tr '\n' ' ')"
	fi
else
	skip "fuzz_text: clang with libFuzzer is not installed (make deps)"
fi
bin=build-asan
[ -x "$bin/pstate-trace" ] || bin=.
need_fixture juno_r0_sched_load.trace.dat juno_r0_rtapp_example.trace.dat
if command -v python3 >/dev/null; then
	if fuzz/dat-mutate --count 12 --seed 1 --bin "$bin" --crashes "$TMP/crashes" \
		"$FIXTURES"/*.trace.dat >"$TMP/dat.log" 2>&1; then
		pass "dat-mutate: $(tail -1 "$TMP/dat.log" | sed 's/^dat-mutate: //')"
	else
		fail "dat-mutate: $(grep -m3 FAIL "$TMP/dat.log" | tr '\n' ' ')"
	fi
else
	skip "dat-mutate: python3 is not installed (make deps)"
fi
if command -v python3 >/dev/null; then
	if fuzz/db-mutate --count 15 --seed 1 --bin "$bin" --crashes "$TMP/crashes" \
		fuzz/corpus/db/*.sql >"$TMP/db.log" 2>&1; then
		pass "$(tail -1 "$TMP/db.log")"
	else
		fail "db-mutate: $(grep -m3 -A1 FAIL "$TMP/db.log" | tr '\n' ' ')"
	fi
else
	skip "db-mutate: python3 is not installed (make deps)"
fi
t_done
