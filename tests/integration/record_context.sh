#!/bin/bash
# record_context: record keeps the context a result depends on in meta, each
# key equal to what its file says, read here by other means (cat, zcat,
# awk): the kernel command line, HZ and preemption model (the kernel's
# config: /boot/config-RELEASE, else /proc/config.gz), the microcode
# revision, SMT control and active, the governors' tunables, the cpuidle
# states (cpuidle_state, meta cpuidle_driver and cpuidle_governor, named in
# the report); what a file does not say is "not available" (a fake /proc and
# /boot with none); and --meta cannot set any of them.
# quick
. "$(dirname "$0")/../lib.sh"
cd "$TMP" || exit 1
meta() { q "$1" "SELECT value FROM meta WHERE key = '$2'"; }

"$PSTATE_TRACE" record --counters-only -q -o ctx.db -- true 2>err
check_eq "record: exit 0" "$?" 0
check_eq "kernel_cmdline is /proc/cmdline" "$(meta ctx.db kernel_cmdline)" "$(cat /proc/cmdline)"

release=$(uname -r)
config=
if [ -r "/boot/config-$release" ]; then
	config=/boot/config-$release
elif [ -r /proc/config.gz ]; then
	config=/proc/config.gz
fi
conf() { case "$config" in *.gz) zcat "$config" ;; *) cat "$config" ;; esac; }
if [ -n "$config" ]; then
	check_eq "kernel_config names the file" "$(meta ctx.db kernel_config)" "$config"
	hz=$(conf | sed -n 's/^CONFIG_HZ=\([0-9]*\)$/\1/p')
	check_eq "kernel_hz is CONFIG_HZ" "$(meta ctx.db kernel_hz)" "${hz:-not available}"
	model=
	for m in NONE:none VOLUNTARY:voluntary LAZY:lazy :full RT:rt; do
		opt=CONFIG_PREEMPT${m%%:*}
		[ "$opt" = CONFIG_PREEMPT ] || opt=CONFIG_PREEMPT_${m%%:*}
		conf | grep -qx "$opt=y" && model=${m#*:}
	done
	conf | grep -qx CONFIG_PREEMPT_DYNAMIC=y && model+=", dynamic"
	now=$(sed -n 's/.*(\([a-z]*\)).*/\1/p' /sys/kernel/debug/sched/preempt 2>/dev/null)
	[ -n "$now" ] && [ "${model%, dynamic}" != "$model" ] && model+=", now $now"
	check_eq "kernel_preempt is the config's model" "$(meta ctx.db kernel_preempt)" "${model:-not available}"
else
	check_eq "kernel_hz: no config here" "$(meta ctx.db kernel_hz)" "not available"
	check_eq "kernel_preempt: no config here" "$(meta ctx.db kernel_preempt)" "not available"
fi
mc=$(awk -F': *' '/^microcode/ { print $2; exit }' /proc/cpuinfo)
check_eq "cpu_microcode is the first processor's microcode" "$(meta ctx.db cpu_microcode)" "${mc:-not available}"
smt=/sys/devices/system/cpu/smt
check_eq "smt_control" "$(meta ctx.db smt_control)" "$(cat $smt/control 2>/dev/null || echo not available)"
check_eq "smt_active" "$(meta ctx.db smt_active)" "$(cat $smt/active 2>/dev/null || echo not available)"
# tunables DIR: the tunables under the cpufreq folder DIR, listed here with
# ls: GOV/FILE=VALUE, then policyN/GOV/FILE=VALUE in policy number order
tunables() {
	local tun='' f t
	cd "$1" 2>/dev/null || { echo none; return; }
	for f in $(ls -d conservative ondemand schedutil 2>/dev/null; for p in $(ls -dv policy*); do
		ls -d "$p"/conservative "$p"/ondemand "$p"/schedutil 2>/dev/null; done); do
		for t in $(ls "$f"); do
			[ -f "$f/$t" ] && [ -r "$f/$t" ] && tun+="${tun:+, }$f/$t=$(head -1 "$f/$t")"
		done
	done
	cd "$TMP" || exit 1
	echo "${tun:-none}"
}
check_eq "governor_tunables are the files' values" "$(meta ctx.db governor_tunables)" \
	"$(tunables /sys/devices/system/cpu/cpufreq)"

# a machine that says nothing: an empty /proc and /boot, a sysfs with no smt
mkdir -p fake/proc fake/boot fake/sys/devices/system/cpu/cpu0
PSTATE_PROC=$TMP/fake/proc PSTATE_BOOT=$TMP/fake/boot PSTATE_SYSFS=$TMP/fake/sys \
	"$PSTATE_TRACE" record --counters-only -o none.db -- true >/dev/null 2>err
check_eq "nothing to read: exit 0" "$?" 0
for k in kernel_cmdline kernel_config kernel_hz kernel_preempt smt_control smt_active; do
	check_eq "nothing to read: $k" "$(meta none.db $k)" "not available"
done
check_eq "nothing to read: governor_tunables" "$(meta none.db governor_tunables)" none
check "nothing to read: the missing command line is said" grep -q "fake/proc/cmdline" err

# a machine that says everything: /proc/config.gz only, then /boot's config
# beside it (which wins); debugfs's current model; SMT; global and
# per-policy tunables (policy10 after policy2)
f=fake2/sys/devices/system/cpu
mkdir -p fake2/proc fake2/boot $f/cpu0 $f/smt $f/cpufreq/schedutil \
	$f/cpufreq/policy0/ondemand $f/cpufreq/policy2/conservative $f/cpufreq/policy10/ondemand \
	fake2/sys/kernel/debug/sched
echo 'amd_pstate=passive amd_pstate.shared_mem=1 "quoted"' >fake2/proc/cmdline
printf 'CONFIG_HZ_1000=y\nCONFIG_HZ=1000\nCONFIG_PREEMPT=y\nCONFIG_PREEMPT_COUNT=y\n' |
	gzip >fake2/proc/config.gz
echo on >$f/smt/control
echo 1 >$f/smt/active
echo 1000 >$f/cpufreq/schedutil/rate_limit_us
echo 95 >$f/cpufreq/policy0/ondemand/up_threshold
echo 10000 >$f/cpufreq/policy0/ondemand/sampling_rate
echo 20 >$f/cpufreq/policy2/conservative/freq_step
echo 1 >$f/cpufreq/policy10/ondemand/powersave_bias
mkdir $f/cpufreq/policy0/ondemand/notafile
echo 'none voluntary (full) lazy' >fake2/sys/kernel/debug/sched/preempt
# cpu0's idle states, the cpuidle driver and governor
for st in "0 POLL 0 0 17 230 0" "1 C1 1 2 4100 880000 0" "2 C2 350 700 9000 77000000 1"; do
	set -- $st
	mkdir -p $f/cpu0/cpuidle/state$1
	echo "$2" >$f/cpu0/cpuidle/state$1/name
	echo "$3" >$f/cpu0/cpuidle/state$1/latency
	echo "$4" >$f/cpu0/cpuidle/state$1/residency
	echo "$5" >$f/cpu0/cpuidle/state$1/usage
	echo "$6" >$f/cpu0/cpuidle/state$1/time
	echo "$7" >$f/cpu0/cpuidle/state$1/disable
done
echo "ACPI IOPORT 0x814" >$f/cpu0/cpuidle/state2/desc
mkdir -p $f/cpuidle
echo acpi_idle >$f/cpuidle/current_driver
echo menu >$f/cpuidle/current_governor_ro
rec2() {
	PSTATE_PROC=$TMP/fake2/proc PSTATE_BOOT=$TMP/fake2/boot PSTATE_SYSFS=$TMP/fake2/sys \
		"$PSTATE_TRACE" record --counters-only -q -o "$1" -- true
}
rec2 gz.db
check_eq "fake: kernel_cmdline as written" "$(meta gz.db kernel_cmdline)" "$(cat fake2/proc/cmdline)"
check_eq "fake: config.gz read" "$(meta gz.db kernel_config)" "$TMP/fake2/proc/config.gz"
check_eq "fake: its HZ" "$(meta gz.db kernel_hz)" 1000
check_eq "fake: its model, no debugfs reading without PREEMPT_DYNAMIC" "$(meta gz.db kernel_preempt)" full
check_eq "fake: smt_control, smt_active" "$(meta gz.db smt_control) $(meta gz.db smt_active)" "on 1"
check_eq "fake: governor_tunables are the files' values" "$(meta gz.db governor_tunables)" \
	"$(tunables $f/cpufreq)"
check_eq "fake: governor_tunables, policy10 last" "$(meta gz.db governor_tunables)" \
	"schedutil/rate_limit_us=1000, policy0/ondemand/sampling_rate=10000, policy0/ondemand/up_threshold=95, policy2/conservative/freq_step=20, policy10/ondemand/powersave_bias=1"
check_eq "fake: cpuidle_state, a row per state as its files say" \
	"$(q gz.db "SELECT group_concat(cpu || ':' || state || ':' || name || ':' || latency_us || ':' || residency_us || ':' || usage || ':' || time_us || ':' || disable || ':' || coalesce(description, '-'), ' ') FROM (SELECT * FROM cpuidle_state ORDER BY cpu, state)")" \
	"0:0:POLL:0:0:17:230:0:- 0:1:C1:1:2:4100:880000:0:- 0:2:C2:350:700:9000:77000000:1:ACPI IOPORT 0x814"
check_eq "fake: meta cpuidle_driver, cpuidle_governor" \
	"$(meta gz.db cpuidle_driver) $(meta gz.db cpuidle_governor)" "acpi_idle menu"
"$PSTATE_ANALYZE" report gz.db --format json >gz.json
check_eq "fake: the report names the states, their exit latency and target residency" \
	"$(python3 -c "import json; i = json.load(open('gz.json'))['idle']; print(i['cpuidle_driver'], i['cpuidle_governor'], ' '.join('%s:%s:%s:%s:%s' % (e['state'], e['name'], e['latency_us'], e['target_residency_us'], e['disabled_cpus']) for e in i['states']))")" \
	"acpi_idle menu 0:POLL:0:0:0 1:C1:1:2:0 2:C2:350:700:1"
printf 'CONFIG_HZ=300\nCONFIG_PREEMPT_VOLUNTARY=y\nCONFIG_PREEMPT_DYNAMIC=y\n' >"fake2/boot/config-$release"
rec2 boot.db
check_eq "fake: /boot/config-RELEASE first" "$(meta boot.db kernel_config)" "$TMP/fake2/boot/config-$release"
check_eq "fake: its HZ" "$(meta boot.db kernel_hz)" 300
check_eq "fake: dynamic, and the model debugfs says runs" "$(meta boot.db kernel_preempt)" \
	"voluntary, dynamic, now full"

for k in kernel_cmdline kernel_hz Kernel_Preempt smt_active governor_tunables cpu_microcode \
	cpuidle_driver cpuidle_governor; do
	"$PSTATE_TRACE" record --counters-only -q -o m.db --meta "$k=x" -- true 2>err
	check_eq "--meta $k: refused (exit 2)" "$?" 2
done
t_done
