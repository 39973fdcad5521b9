#!/bin/bash
# analyze_synth: the analyzer recovers the ground truth of synthetic traces
# (tests/synth): every scenario, generated, imported as the kernel's trace
# text, reported as JSON, and checked against truth.json computed by
# tests/synth/truth.py from the same text.  Delays and latency percentiles
# must be exact, ratios within 0.1%, each injected finding present and every
# other one absent.  The text and markdown reports must fit 80 columns.
# truth.json's meta (ondemand's governor_tunables, which a recording's
# sysfs snapshot has and an import is not told) is written into the run's
# meta after the import.
# SYNTH_SEEDS (default "1 2") chooses the seeds.
# long
. "$(dirname "$0")/../lib.sh"
command -v python3 >/dev/null || skip_all "python3 is not installed"
SYNTH=$TOP/tests/synth
for seed in ${SYNTH_SEEDS:-1 2}; do
	for s in $("$SYNTH/synth.py" --list | awk '{ print $1 }'); do
		# the trace (shared with synth_selfcheck); what is made of it here
		d=$TMP/$s-$seed
		mkdir -p "$d"
		if ! g=$(shared_dir synth "$SYNTH/synth.py" --scenario "$s" --seed "$seed" -o @); then
			fail "$s/$seed: synth.py failed"
			continue
		fi
		mapfile -t args < <(python3 -c "import json, sys; print('\n'.join(json.load(open(sys.argv[1]))['import_args']))" "$g/truth.json")
		re=$(python3 -c "import json, sys; print(json.load(open(sys.argv[1]))['workload_comm_regex'])" "$g/truth.json")
		if ! "$PSTATE_TRACE" import -q -o "$d/run.db" "${args[@]}" "$g/trace.txt"; then
			fail "$s/$seed: import failed"
			continue
		fi
		# the meta record's sysfs snapshot would have written (governor_tunables:
		# import refuses them, its own key)
		if ! python3 "$SYNTH/runmeta.py" "$g/truth.json" "$d/run.db"; then
			fail "$s/$seed: the meta of truth.json not written"
			continue
		fi
		if ! "$PSTATE_ANALYZE" report "$d/run.db" --comm "$re" --format json >"$d/report.json"; then
			fail "$s/$seed: report failed"
			continue
		fi
		# one line per scenario: what failed, or ok with the number of checks
		out=$(python3 "$SYNTH/check_report.py" "$d/report.json" "$g/truth.json" --label "$s/$seed")
		n=$(grep -c '^ok - ' <<<"$out")
		if grep -q '^not ok' <<<"$out"; then
			grep '^not ok' <<<"$out" | sed 's/^not ok - //' | while read -r l; do fail "$l"; done
			T_FAILED=$((T_FAILED + 1))
		else
			pass "$s/$seed: truth recovered ($n checks)"
		fi
		for fmt in text markdown; do
			if ! "$PSTATE_ANALYZE" report "$d/run.db" --comm "$re" --format $fmt \
				>"$d/report.$fmt" 2>"$d/report.$fmt.err"; then
				fail "$s/$seed: $fmt report failed: $(head -1 "$d/report.$fmt.err")"
				continue
			fi
			if ! grep -q '^FINDINGS\|^## Findings' "$d/report.$fmt"; then
				fail "$s/$seed: $fmt report has no findings section"
				continue
			fi
			wide=$(awk 'length($0) > 80' "$d/report.$fmt" | wc -l)
			[ "$wide" -eq 0 ] || fail "$s/$seed: $fmt report has $wide lines over 80 columns"
		done
	done
done
t_done
