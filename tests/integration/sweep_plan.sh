#!/bin/bash
# sweep_plan: scripts/sweep's plan against a sysfs tree made here
# (SWEEP_SYSFS) and a stand-in recorder (PSTATE_TRACE) that only makes the
# database: labels are split at commas only (no word splitting, no
# globbing); a governor a policy does not offer is left out of the plan,
# so that a dry run's plan and total are the run's and the progress
# reaches [total/total]; the message names the driver and the status
# apart; a dry run restores the status it set to read the governors; the
# suggested compare command is one a shell reads back as it was meant,
# also for a results folder with a space in its name; each configuration
# runs under its governor, and the governors are restored at the end and
# after a Ctrl-C.  --traced: of each configuration and value's repeats,
# that many without record's --counters-only, the same repeats for every
# configuration, the others with it; its bounds; gitsource's plan (no
# values, one warm-up run for the whole sweep); netperf's and kernbench's
# default values.
. "$(dirname "$0")/../lib.sh"
SWEEP=$TOP/scripts/sweep
mkdir -p "$TMP/bin" "$TMP/nosys"
printf '#!/bin/sh\nexit 0\n' >"$TMP/bin/hackbench"
cat >"$TMP/bin/record" <<'EOF'
#!/bin/sh
# stand-in for pstate-trace record: -o DB makes DB
while [ $# -gt 0 ]; do [ "$1" = -o ] && db=$2; shift; done
echo db >"$db"
EOF
chmod +x "$TMP/bin/hackbench" "$TMP/bin/record"
export PATH=$TMP/bin:$PATH PSTATE_TRACE=$TMP/bin/record

# total_of ERR: the plan's total, "= N runs"
total_of() { grep -o '= [0-9]* runs' "$1"; }

# ---- labels: split at commas only -------------------------------------------
(cd "$TMP" && SWEEP_SYSFS=$TMP/nosys "$SWEEP" -n --labels 'old kernel,new,*' -V 1 -r 1 hackbench) \
	>"$TMP/labels.out" 2>"$TMP/labels.err"
check_eq "labels: dry run exit 0" "$?" 0
check_eq "labels: 'old kernel,new,*' are three configurations" "$(total_of "$TMP/labels.err")" "= 3 runs"
check_eq "labels: each as given" "$(grep '^  status ' "$TMP/labels.out" | grep -o 'label .*' | tr '\n' '|')" \
	"label old kernel|label new|label *|"

# ---- a governor the policies do not offer -----------------------------------
# policies CPUDIR GOVERNOR AVAILABLE DRIVER: two cpufreq policies under CPUDIR
policies() {
	local p
	for p in 0 1; do
		mkdir -p "$1/cpufreq/policy$p"
		echo "$2" >"$1/cpufreq/policy$p/scaling_governor"
		echo "$3" >"$1/cpufreq/policy$p/scaling_available_governors"
		echo "$4" >"$1/cpufreq/policy$p/scaling_driver"
	done
}
sys=$TMP/sys
cpu=$sys/devices/system/cpu
policies "$cpu" schedutil "performance schedutil" amd-pstate-epp
mkdir -p "$cpu/amd_pstate"
echo active >"$cpu/amd_pstate/status"

# shellcheck disable=SC2054 # the commas are sweep's
args=(--governors schedutil,ondemand -V 1,2 -r 1 hackbench)
SWEEP_SYSFS=$sys "$SWEEP" -n "${args[@]}" >"$TMP/dry.out" 2>"$TMP/dry.err"
check_eq "not offered: dry run exit 0" "$?" 0
check "not offered: the dry run says ondemand is skipped" \
	grep -q "^sweep: governor ondemand is not offered by amd-pstate-epp: skipped$" "$TMP/dry.err"
check_eq "not offered: the dry run plans schedutil only" "$(grep -c '^  status ' "$TMP/dry.out")" 1
SWEEP_SYSFS=$sys "$SWEEP" -o "$TMP/my results" "${args[@]}" >"$TMP/run.out" 2>"$TMP/run.err"
check_eq "not offered: run exit 0" "$?" 0
check_eq "not offered: the dry run's total is the run's" "$(total_of "$TMP/dry.err")" \
	"$(total_of "$TMP/run.err")"
n=$(ls "$TMP/my results"/*/*.db | wc -l)
check_eq "not offered: the progress ends at [$n/$n], the runs made" \
	"$(grep -o '^sweep: \[[0-9]*/[0-9]*\]' "$TMP/run.err" | tail -1)" "sweep: [$n/$n]"

# ---- the suggested command, read back by a shell ------------------------------
line=$(tail -1 "$TMP/run.err")
words=()
case "$line" in
"  pstate-analyze compare "*)
	eval "words=(${line#  pstate-analyze compare })"
	check_eq "the suggested command: --baseline and the label" "${words[*]:0:2}" \
		"--baseline amd-pstate-epp/schedutil"
	check_eq "the suggested command: the $n databases in '$TMP/my results'" \
		"$(printf '%s\n' "${words[@]:2}")" "$(printf '%s\n' "$TMP/my results"/*/*.db)"
	;;
*) fail "the suggested command is the last line: got '$line'" ;;
esac

# ---- statuses: the driver and the status named apart; the status restored -----
SWEEP_SYSFS=$sys "$SWEEP" -n --statuses passive,active --governors ondemand,schedutil -V 1 -r 1 \
	hackbench >"$TMP/st.out" 2>"$TMP/st.err"
check_eq "statuses: dry run exit 0" "$?" 0
check "statuses: the skip names driver and status apart" \
	grep -q "^sweep: governor ondemand is not offered by amd-pstate-epp in status passive: skipped$" \
	"$TMP/st.err"
check_eq "statuses: one configuration in each status" "$(grep '^  status ' "$TMP/st.out" | cut -d, -f1 | tr '\n' '|')" \
	"  status passive|  status active|"
check_eq "statuses: the dry run leaves the status as it was" "$(cat "$cpu/amd_pstate/status")" active
# ---- governors switched per run, restored at the end and on Ctrl-C ----------
# a tree whose policies run "performance" and offer two governors; the
# stand-in recorder writes into its database the governor it ran under, and
# with STOP_AT=N interrupts its own process group on run N as a Ctrl-C at
# the terminal does (the sweep runs under setsid: the group is the sweep's)
gsys=$TMP/gsys
gcpu=$gsys/devices/system/cpu
policies "$gcpu" performance "performance ondemand schedutil" acpi-cpufreq
cat >"$TMP/bin/grecord" <<'EOF2'
#!/bin/sh
# stand-in for pstate-trace record: -o DB gets the governors of both policies
while [ $# -gt 0 ]; do [ "$1" = -o ] && db=$2; shift; done
n=$(($(cat "$RUNS" 2>/dev/null || echo 0) + 1))
echo $n >"$RUNS"
cat "$GCPU"/cpufreq/policy*/scaling_governor | tr '\n' ' ' >"$db"
[ "$n" = "${STOP_AT:-0}" ] && kill -INT 0
exit 0
EOF2
chmod +x "$TMP/bin/grecord"
govs() { cat "$gcpu"/cpufreq/policy*/scaling_governor | tr '\n' ' '; }
export GCPU=$gcpu RUNS=$TMP/runs
rm -f "$RUNS"
PSTATE_TRACE=$TMP/bin/grecord SWEEP_SYSFS=$gsys setsid -w "$SWEEP" -o "$TMP/gov" \
	--governors ondemand,schedutil -V 1 -r 1 hackbench >"$TMP/gov.out" 2>"$TMP/gov.err"
check_eq "governors: run exit 0" "$?" 0
check_eq "governors: ondemand's run ran under ondemand on both policies" \
	"$(cat "$TMP"/gov/*ondemand*/*.db)" "ondemand ondemand "
check_eq "governors: schedutil's run ran under schedutil on both policies" \
	"$(cat "$TMP"/gov/*schedutil*/*.db)" "schedutil schedutil "
check_eq "governors: performance restored on both policies at the end" "$(govs)" \
	"performance performance "
rm -f "$RUNS"
STOP_AT=1 PSTATE_TRACE=$TMP/bin/grecord SWEEP_SYSFS=$gsys setsid -w "$SWEEP" -o "$TMP/gint" \
	--governors ondemand,schedutil -V 1,2 -r 2 hackbench >"$TMP/gint.out" 2>"$TMP/gint.err"
check_eq "Ctrl-C during the first run: exit 130" "$?" 130
check_eq "Ctrl-C during the first run: no other run started" "$(cat "$RUNS")" 1
check_eq "Ctrl-C during the first run: performance restored on both policies" "$(govs)" \
	"performance performance "
check "Ctrl-C during the first run: the sweep says it restored the governor" \
	grep -q "^sweep: restored the governor" "$TMP/gint.err"

# ---- --traced: which runs are light --------------------------------------------
# a stand-in recorder that writes the options it was given into its database
cat >"$TMP/bin/arecord" <<'EOF2'
#!/bin/sh
# stand-in for pstate-trace record: -o DB gets "light" or "traced"
while [ $# -gt 0 ]; do
	case "$1" in -o) db=$2 ;; --counters-only) light=1 ;; --) break ;; esac
	shift
done
if [ -n "${light:-}" ]; then echo light >"$db"; else echo traced >"$db"; fi
EOF2
chmod +x "$TMP/bin/arecord"
PSTATE_TRACE=$TMP/bin/arecord SWEEP_SYSFS=$TMP/nosys "$SWEEP" -o "$TMP/tr" --labels a,b -V 1,2 -r 5 \
	--traced 2 hackbench >"$TMP/tr.out" 2>"$TMP/tr.err"
check_eq "--traced 2 of 5: exit 0" "$?" 0
for l in a b; do
	for v in 1 2; do
		check_eq "--traced 2 of 5: $l, value $v: 2 traced, 3 light" \
			"$(cat "$TMP/tr/$l"/hackbench-$v-*.db | sort | uniq -c | awk '{ printf "%s %s ", $1, $2 }')" \
			"3 light 2 traced "
	done
done
reps() { grep -l traced "$TMP/tr/$1"/hackbench-"$2"-*.db | sed 's/.*-\([0-9]*\)\.db$/\1/' | tr '\n' ' '; }
check_eq "--traced 2 of 5: the same repeats traced for every label and value" \
	"$(reps a 1)|$(reps a 2)|$(reps b 1)" "$(reps b 2)|$(reps b 2)|$(reps b 2)"
check_eq "--traced 2 of 5: repeat 1 is traced, and one further on" "$(reps a 1)" "1 4 "
check "--traced 2 of 5: the traced repeats are not adjacent (spread)" \
	awk -v r="$(reps a 1)" 'BEGIN { split(r, x, " "); exit !(x[2] - x[1] > 1) }'
check "--traced 2 of 5: says which repeats are traced" \
	grep -q "^sweep: traced (full tracing): repeats $(reps a 1 | sed 's/ $//; s/ /,/g') of each configuration and value" "$TMP/tr.err"
for bad in "--traced 4 -r 3" "--traced x" "--traced -1"; do
	# shellcheck disable=SC2086 # the options are split on purpose
	SWEEP_SYSFS=$TMP/nosys "$SWEEP" -n $bad hackbench >/dev/null 2>"$TMP/bad.err"
	check_eq "sweep $bad: usage error" "$?" 2
done
SWEEP_SYSFS=$TMP/nosys "$SWEEP" -n hackbench -- --counters-only >/dev/null 2>"$TMP/bad.err"
check_eq "sweep with record's --counters-only: usage error (the sweep makes the light runs)" "$?" 2

# ---- --trace-window: to the traced runs only ------------------------------------
cat >"$TMP/bin/wrecord" <<'EOF2'
#!/bin/sh
# stand-in for pstate-trace record: -o DB gets the --window it was given
while [ $# -gt 0 ]; do
	case "$1" in -o) db=$2 ;; --window) w=$2 ;; --counters-only) light=1 ;; esac
	shift
done
if [ -n "${light:-}" ]; then k=light; else k=traced; fi
echo "$k ${w:-none}" >"$db"
EOF2
chmod +x "$TMP/bin/wrecord"
PSTATE_TRACE=$TMP/bin/wrecord SWEEP_SYSFS=$TMP/nosys "$SWEEP" -o "$TMP/win" --labels a -V 1 -r 3 \
	--traced 1 --trace-window 2,3 hackbench >"$TMP/win.out" 2>"$TMP/win.err"
check_eq "--trace-window 2,3: exit 0" "$?" 0
check_eq "--trace-window 2,3: the traced run gets --window 2,3, the light ones none" \
	"$(cat "$TMP/win/a"/hackbench-1-*.db | sort | uniq -c | awk '{ printf "%s %s %s ", $1, $2, $3 }')" \
	"2 light none 1 traced 2,3 "
check "--trace-window: the plan says it" grep -q "tracepoints in --window 2,3" "$TMP/win.err"
for bad in "--trace-window x" "--trace-window 1,2,3" "--trace-window -1"; do
	# shellcheck disable=SC2086 # the options are split on purpose
	SWEEP_SYSFS=$TMP/nosys "$SWEEP" -n $bad hackbench >/dev/null 2>"$TMP/bad.err"
	check_eq "sweep $bad: usage error" "$?" 2
done
SWEEP_SYSFS=$TMP/nosys "$SWEEP" -n hackbench -- --window 1 >/dev/null 2>"$TMP/bad.err"
check_eq "sweep with record's --window: usage error (--trace-window)" "$?" 2

# ---- gitsource: no values; its warm-up once ---------------------------------
# a stand-in git tree: `make test` counts its runs (the warm-ups: the
# stand-in recorder runs nothing)
mkdir -p "$TMP/git/t"
: >"$TMP/git/t/test-lib.sh"
printf 'all:\n\t@true\ntest:\n\techo run >>%s\nclean:\n\t@true\n' "$TMP/warm" >"$TMP/git/Makefile"
printf 'clean:\n\t@true\n' >"$TMP/git/t/Makefile"
PSTATE_TRACE=$TMP/bin/arecord SWEEP_SYSFS=$TMP/nosys "$SWEEP" -o "$TMP/gs" --labels a,b -r 2 \
	gitsource --tree "$TMP/git" >"$TMP/gs.out" 2>"$TMP/gs.err"
check_eq "gitsource: exit 0" "$?" 0
check_eq "gitsource: a database per label and repeat, no value in the name" \
	"$(cd "$TMP/gs" && ls -d */*.db | tr '\n' ' ')" "a/gitsource-1.db a/gitsource-2.db b/gitsource-1.db b/gitsource-2.db "
check_eq "gitsource: one warm-up run for the whole sweep" "$(wc -l <"$TMP/warm")" 1
check_eq "gitsource: the later runs skip theirs" "$(grep -c '^== .* gitsource .*--skip-warmup' "$TMP/gs/sweep.log")" 3
SWEEP_SYSFS=$TMP/nosys "$SWEEP" -n -V 1,2 gitsource --tree "$TMP/git" >/dev/null 2>&1
check_eq "gitsource --values: usage error (no scaling parameter)" "$?" 2

# ---- default values: netperf's message sizes, kernbench's jobs -----------------
SWEEP_SYSFS=$TMP/nosys "$SWEEP" -n -r 1 netperf >"$TMP/np.out" 2>"$TMP/np.err"
check_eq "netperf: MMTests' nine message sizes" "$(grep -o 'values: [0-9,]*' "$TMP/np.out")" \
	"values: 64,128,256,1024,2048,3312,4096,8192,16384"
check_eq "netperf: scaled by size" "$(total_of "$TMP/np.err")" "= 9 runs"
SWEEP_SYSFS=$TMP/nosys "$SWEEP" -n -r 1 kernbench --tree "$TMP/git" >"$TMP/kb.out" 2>&1
# MMTests: from a quarter of an LLC's CPUs, but all CPUs when that is under 4
n=$(nproc)
if [ "$n" -lt 16 ]; then
	check_eq "kernbench on $n CPUs: jobs $n only (a quarter of the CPUs is under 4)" \
		"$(grep -o 'values: [0-9,]*' "$TMP/kb.out")" "values: $n"
else
	skip "kernbench's default jobs: checked on machines of fewer than 16 CPUs"
fi
# ---- the estimate of a dry run ---------------------------------------------
# tbench --time 5: 4 runs of 5 + 1 s; 2 traced at 100,000 events/s per CPU
# of 27 bytes on every CPU here, 2 light at 320 KiB (the figures sweep
# --help documents)
SWEEP_SYSFS=$TMP/nosys "$SWEEP" -n -o "$TMP/est" --labels a,b -V 1 -r 2 tbench --time 5 \
	>"$TMP/est.out" 2>"$TMP/est.err"
check_eq "estimate: dry run exit 0" "$?" 0
mib=$(awk -v n="$(nproc)" 'BEGIN { printf "%d", (2 * 6 * n * 100000 * 27 + 2 * 320 * 1024) / 1048576 + 1 }')
check "estimate: runs, time and disk ($mib MiB)" \
	grep -qx "sweep: estimate: 4 run(s) to make (0 finished already), about 24 s (tbench --time 5, plus 1 s each); about $mib MiB" "$TMP/est.err"
check "estimate: says where the disk figure comes from" \
	grep -q "^sweep:   disk: 2 traced at 100000 events/s per CPU x 27 bytes x $(nproc) CPUs, 2 light at 320 KiB each$" "$TMP/est.err"
check "estimate: no disk warning for that" sh -c "! grep -q 'warning: .*MiB free' '$TMP/est.err'"
SWEEP_SYSFS=$TMP/nosys "$SWEEP" -n -o "$TMP/est" --labels a,b -V 1 -r 2 tbench --time 100000000 \
	>"$TMP/est.out" 2>"$TMP/est.err"
# (the free MiB as sweep read them: other tests beside write and remove
# files in the meantime)
free=$(df -Pk "$TMP" | awk 'NR == 2 { print int($4 / 1024) }')
check "estimate: more than df says is free: warned (about $free MiB free)" \
	grep -q "^sweep: warning: $TMP has [0-9]* MiB free (df): not enough for about [0-9]* MiB$" "$TMP/est.err"
SWEEP_SYSFS=$TMP/nosys "$SWEEP" -n -o "$TMP/est" --labels a -V 1 -r 1 hackbench \
	>"$TMP/est.out" 2>"$TMP/est.err"
check "estimate: hackbench, nothing finished: its time is not known" \
	grep -q "^sweep: estimate: 1 run(s) to make (0 finished already), time not known: hackbench runs until done" "$TMP/est.err"
t_done
