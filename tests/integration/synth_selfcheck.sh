#!/bin/bash
# synth_selfcheck - the synthetic trace generator (tests/synth) checks itself:
# every scenario, with two seeds, must
#   (a) write lines in the kernel's formats (those of the running kernel too,
#       when its tracefs formats are readable),
#   (b) keep a consistent per-CPU timeline (tests/synth/checktrace.py),
#   (c) write the same trace.txt and truth.json again for the same seed,
#   and give, by the README's finding criteria, exactly the findings that
#   were injected (synth.py exits 3 otherwise);
# truth.py run alone on a trace must agree with the truth.json beside it, and
# --events N must scale a scenario to about N events.
# long
. "$(dirname "$0")/../lib.sh"

SYNTH=$TOP/tests/synth
PY=${PYTHON:-python3}
if ! command -v "$PY" >/dev/null 2>&1; then
	skip "synth_selfcheck: no $PY"
	exit 0
fi
SEEDS=${SYNTH_SEEDS:-"1 2"}
JOBS=$(nproc 2>/dev/null || echo 2)

EVENTS_DIR=""
for d in /sys/kernel/tracing/events /sys/kernel/debug/tracing/events; do
	if [ -r "$d/sched/sched_switch/format" ]; then
		EVENTS_DIR=$d
		break
	fi
done

scenarios=$("$PY" "$SYNTH/synth.py" --list | awk '{print $1}')
if [ -z "$scenarios" ]; then
	fail "synth.py --list lists no scenario"
	t_done
	exit
fi
pass "synth.py --list: $(echo "$scenarios" | wc -l) scenarios"

# one job: generate twice (the first one shared with analyze_synth), check
# the trace, compare; the verdict goes to a file
job() {
	local s=$1 seed=$2 d=$TMP/$1.$2 r=$TMP/$1.$2.result fmt=() a
	[ -n "$EVENTS_DIR" ] && fmt=(--formats "$EVENTS_DIR")
	{
		if ! a=$(shared_dir synth "$SYNTH/synth.py" --scenario "$s" --seed "$seed" -o @); then
			echo "not ok - $s seed $seed: synth.py failed"
			return
		fi
		ln -s "$a" "$d/a"
		echo "ok - $s seed $seed: generated, findings as injected"
		khz=$("$PY" -c 'import json,sys; a=json.load(open(sys.argv[1]))["cpu_attrs"]; print(a["nominal_freq_mhz"]*1000)' "$d/a/truth.json")
		if out=$("$PY" "$SYNTH/checktrace.py" "${fmt[@]}" --cpu-khz "$khz" "$d/a/trace.txt" 2>&1); then
			echo "ok - $s seed $seed: kernel line formats and per-CPU timeline"
		else
			echo "not ok - $s seed $seed: checktrace: $(echo "$out" | head -n 5 | tr '\n' ' ')"
		fi
		"$PY" "$SYNTH/synth.py" --scenario "$s" --seed "$seed" -o "$d/b" 2>/dev/null
		if cmp -s "$d/a/truth.json" "$d/b/truth.json" && cmp -s "$d/a/trace.txt" "$d/b/trace.txt"; then
			echo "ok - $s seed $seed: trace.txt and truth.json reproducible"
		else
			echo "not ok - $s seed $seed: a second run with the same seed differs"
		fi
		rm -rf "$d/b"
	} >"$r"
}
export -f job shared_dir
export PY SYNTH TMP EVENTS_DIR

for s in $scenarios; do
	for seed in $SEEDS; do
		mkdir -p "$TMP/$s.$seed"
		echo "$s $seed"
	done
done | xargs -P "$JOBS" -n 2 bash -c 'job "$0" "$1"'

for s in $scenarios; do
	for seed in $SEEDS; do
		if [ -f "$TMP/$s.$seed.result" ]; then
			relay cat "$TMP/$s.$seed.result"
		else
			fail "$s seed $seed: no result"
		fi
	done
done >"$TMP/results"
cat "$TMP/results"
[ -n "$EVENTS_DIR" ] || skip "running kernel formats: no readable tracefs events directory"

# the seeds give different traces
first=$(echo "$scenarios" | head -n 1)
set -- $SEEDS
if [ $# -ge 2 ] && [ -f "$TMP/$first.$1/a/trace.txt" ] && [ -f "$TMP/$first.$2/a/trace.txt" ]; then
	if cmp -s "$TMP/$first.$1/a/trace.txt" "$TMP/$first.$2/a/trace.txt"; then
		fail "$first: seeds $1 and $2 give the same trace"
	else
		pass "$first: seeds $1 and $2 give different traces"
	fi
fi

# truth.py alone, from the trace and the attributes only, agrees with truth.json
for s in tbench-kthread hackbench-workqueue remote-wakeup; do
	d=$TMP/$s.${SEEDS%% *}
	[ -f "$d/a/truth.json" ] || continue
	regex=$("$PY" -c 'import json,sys; print(json.load(open(sys.argv[1]))["workload_comm_regex"])' "$d/a/truth.json")
	"$PY" "$SYNTH/truth.py" "$d/a/trace.txt" --attrs "$d/a/truth.json" --comm "$regex" -o "$d/alone.json"
	if "$PY" - "$d/a/truth.json" "$d/alone.json" <<'EOF'; then
import json, sys
a, b = (json.load(open(p)) for p in sys.argv[1:3])
keys = ('run', 'governor', 'perf', 'latency', 'energy', 'findings', 'extra')
sys.exit(0 if all(a[k] == b[k] for k in keys) else 1)
EOF
		pass "$s: truth.py on the trace alone agrees with truth.json"
	else
		fail "$s: truth.py on the trace alone differs from truth.json"
	fi
done

# --events scales a scenario
d=$TMP/events
if "$PY" "$SYNTH/synth.py" --scenario hackbench-fast --seed 3 --events 30000 -o "$d" 2>"$d.err"; then
	n=$(grep -vc '^#' "$d/trace.txt")
	hdr=$(sed -n 's/^# entries-in-buffer\/entries-written: \([0-9]*\)\/.*/\1/p' "$d/trace.txt")
	if [ "$n" -ge 30000 ] && [ "$n" -le 30100 ] && [ "$hdr" = "$n" ]; then
		pass "--events 30000 wrote $n events"
	else
		fail "--events 30000 wrote $n events (header says $hdr)"
	fi
else
	fail "--events 30000: $(tail -n 3 "$d.err" | tr '\n' ' ')"
fi

t_done
