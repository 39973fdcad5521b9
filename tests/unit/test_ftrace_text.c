// SPDX-License-Identifier: GPL-2.0
/*
 * test_ftrace_text - the ftrace text parser, format detection and the line
 * reader: one hand-written line per supported shape (every field asserted),
 * the real fixtures (event counts from their README, and each line checked
 * against a regular expression written independently of the parser), the
 * small inputs in tests/fixtures/text/ and the fuzzing regressions.
 */
#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <regex.h>
#include <stdint.h>
#include "test.h"
#include "ftrace_text.h"

static struct ftrace_line L;

/* S - a counted string as a C string, in one of a few rotating buffers */
static const char *S(const char *s, int n)
{
	static char bufs[8][4096];
	static int next;
	char *b = bufs[next++ % 8];

	if (!s)
		return NULL;
	if (n < 0)
		n = 0;
	if (n > (int)sizeof(bufs[0]) - 1)
		n = sizeof(bufs[0]) - 1;
	memcpy(b, s, (size_t)n);
	b[n] = '\0';
	return b;
}

static enum ftrace_line_kind parse(const char *line)
{
	return ftrace_parse_line(line, strlen(line), &L);
}

/* field - the value of @key in L, NULL when absent */
static const char *field(const char *key)
{
	int i;

	for (i = 0; i < L.ev.nfields; i++)
		if (L.fields[i].key_len == (int)strlen(key) &&
		    !memcmp(L.fields[i].key, key, strlen(key)))
			return S(L.fields[i].val, L.fields[i].val_len);
	return NULL;
}

/* ---- one line of each shape ---------------------------------------------- */

struct kv {
	const char *k, *v;
};

struct line_case {
	const char *what;
	const char *line;
	uint64_t ts;
	int cpu, pid;
	const char *comm; /* NULL: "<...>" */
	int tgid;
	const char *flags;
	const char *name;
	const char *payload;
	int nfields;
	struct kv f[12];
};

/* clang-format off */
static const struct line_case cases[] = {
	{ "kernel, TGID column, 4 flags, sched_switch with ==>",
	  "kworker/u17:1-959   (  959) [006] d..3   538.064659: sched_switch: "
	  "prev_comm=kworker/u17:1 prev_pid=959 prev_prio=100 prev_state=S ==> "
	  "next_comm=swapper/6 next_pid=0 next_prio=120",
	  538064659000ULL, 6, 959, "kworker/u17:1", 959, "d..3", "sched_switch",
	  "prev_comm=kworker/u17:1 prev_pid=959 prev_prio=100 prev_state=S ==> "
	  "next_comm=swapper/6 next_pid=0 next_prio=120", 7,
	  { { "prev_comm", "kworker/u17:1" }, { "prev_pid", "959" }, { "prev_prio", "100" },
	    { "prev_state", "S" }, { "next_comm", "swapper/6" }, { "next_pid", "0" },
	    { "next_prio", "120" } } },
	{ "kernel, TGID (-----), <idle>",
	  "          <idle>-0     (-----) [006] d..2   538.064674: cpu_idle: state=2 cpu_id=6",
	  538064674000ULL, 6, 0, "<idle>", -1, "d..2", "cpu_idle",
	  "state=2 cpu_id=6", 2,
	  { { "state", "2" }, { "cpu_id", "6" } } },
	{ "systrace <7952> comm, leading zeros kept as text",
	  "<7952>-7952  (-----) [000] dn.4   538.064912: sched_wakeup: comm=kworker/u16:11 "
	  "pid=682 prio=120 target_cpu=000",
	  538064912000ULL, 0, 7952, "<7952>", -1, "dn.4", "sched_wakeup",
	  "comm=kworker/u16:11 pid=682 prio=120 target_cpu=000", 4,
	  { { "comm", "kworker/u16:11" }, { "pid", "682" }, { "prio", "120" },
	    { "target_cpu", "000" } } },
	{ "comm <-transport, not key=value",
	  "<-transport-5851  ( 5833) [007] d..4   538.065208: sugov_set_iowait_boost: skipping "
	  "iow boost",
	  538065208000ULL, 7, 5851, "<-transport", 5833, "d..4", "sugov_set_iowait_boost",
	  "skipping iow boost", -1,
	  { { NULL, NULL } } },
	{ "comm with \"] \" and a space (a thread's name, \"[pango] FcInit\")",
	  "  [pango] FcInit-9169  [001] ..... 15010.474837: sched_wakeup: "
	  "comm=[pango] FcInit pid=9169 prio=120 target_cpu=001",
	  15010474837000ULL, 1, 9169, "[pango] FcInit", -1, ".....", "sched_wakeup",
	  "comm=[pango] FcInit pid=9169 prio=120 target_cpu=001", 4,
	  { { "comm", "[pango] FcInit" }, { "pid", "9169" }, { "prio", "120" },
	    { "target_cpu", "001" } } },
	{ "comm ->transport, prev_state R+",
	  "->transport-5852  ( 5833) [003] d..3   538.100000: sched_switch: "
	  "prev_comm=->transport prev_pid=5852 prev_prio=120 prev_state=R+ ==> "
	  "next_comm=swapper/3 next_pid=0 next_prio=120",
	  538100000000ULL, 3, 5852, "->transport", 5833, "d..3", "sched_switch",
	  "prev_comm=->transport prev_pid=5852 prev_prio=120 prev_state=R+ ==> "
	  "next_comm=swapper/3 next_pid=0 next_prio=120", 7,
	  { { "prev_comm", "->transport" }, { "prev_pid", "5852" }, { "prev_prio", "120" },
	    { "prev_state", "R+" }, { "next_comm", "swapper/3" }, { "next_pid", "0" },
	    { "next_prio", "120" } } },
	{ "systrace tracing_mark_write is a marker",
	  "<7952>-7952  (-----) [000] ...1   538.064761: tracing_mark_write: "
	  "trace_event_clock_sync: parent_ts=538.064758",
	  538064761000ULL, 0, 7952, "<7952>", -1, "...1", "tracing_mark_write",
	  "trace_event_clock_sync: parent_ts=538.064758", -1,
	  { { NULL, NULL } } },
	{ "devlib marker imitating cpu_frequency stays tracing_mark_write",
	  "         shutils-3106  [001] ...1  2084.238797: tracing_mark_write: cpu_frequency: "
	  "state=450000 cpu_id=0",
	  2084238797000ULL, 1, 3106, "shutils", -1, "...1", "tracing_mark_write",
	  "cpu_frequency: state=450000 cpu_id=0", -1,
	  { { NULL, NULL } } },
	{ "trace-cmd print of a devlib marker stays print",
	  "         shutils-3106  [001]  2084.238797: print:                "
	  "tracing_mark_write: cpu_frequency_devlib:        state=450000 cpu_id=0",
	  2084238797000ULL, 1, 3106, "shutils", -1, "", "print",
	  "tracing_mark_write: cpu_frequency_devlib:        state=450000 cpu_id=0", -1,
	  { { NULL, NULL } } },
	{ "clock_set_rate: the clock name is its name field",
	  "sugov:4-5860  ( 5860) [007] ...1   538.065247: clock_set_rate: perfcl_clk "
	  "state=300000000 cpu_id=7",
	  538065247000ULL, 7, 5860, "sugov:4", 5860, "...1", "clock_set_rate",
	  "perfcl_clk state=300000000 cpu_id=7", 3,
	  { { "name", "perfcl_clk" }, { "state", "300000000" }, { "cpu_id", "7" } } },
	{ "kernel, 5 flags, no TGID, true/false kept as text",
	  "         <idle>-0       [015] dN...  4995.979886: amd_pstate_perf: amd_min_perf=85 "
	  "amd_des_perf=85 amd_max_perf=166 cpu_id=15 changed=false fast_switch=true",
	  4995979886000ULL, 15, 0, "<idle>", -1, "dN...", "amd_pstate_perf",
	  "amd_min_perf=85 amd_des_perf=85 amd_max_perf=166 cpu_id=15 changed=false "
	  "fast_switch=true", 6,
	  { { "amd_min_perf", "85" }, { "amd_des_perf", "85" }, { "amd_max_perf", "166" },
	    { "cpu_id", "15" }, { "changed", "false" }, { "fast_switch", "true" } } },
	{ "comm ending in '-': gnome-terminal--4510",
	  "gnome-terminal--4510  [001] ..s.  1177.680733: pstate_sample: core_busy=107 "
	  "scaled=94 from=26 to=26 mperf=1143818 aperf=1230607 tsc=29838618 freq=2474476",
	  1177680733000ULL, 1, 4510, "gnome-terminal-", -1, "..s.", "pstate_sample",
	  "core_busy=107 scaled=94 from=26 to=26 mperf=1143818 aperf=1230607 tsc=29838618 "
	  "freq=2474476", 8,
	  { { "core_busy", "107" }, { "scaled", "94" }, { "from", "26" }, { "to", "26" },
	    { "mperf", "1143818" }, { "aperf", "1230607" }, { "tsc", "29838618" },
	    { "freq", "2474476" } } },
	{ "trace-cmd report, padded event name",
	  "          <idle>-0     [002]  2084.021443: cpu_idle:             state=4294967295 "
	  "cpu_id=2",
	  2084021443000ULL, 2, 0, "<idle>", -1, "", "cpu_idle",
	  "state=4294967295 cpu_id=2", 2,
	  { { "state", "4294967295" }, { "cpu_id", "2" } } },
	{ "trace-cmd sched_switch plugin, comm with ':'",
	  "     kworker/2:1-2923  [002]  2084.021765: sched_switch:         kworker/2:1:2923 "
	  "[120] D ==> swapper/2:0 [120]",
	  2084021765000ULL, 2, 2923, "kworker/2:1", -1, "", "sched_switch",
	  "kworker/2:1:2923 [120] D ==> swapper/2:0 [120]", 7,
	  { { "prev_comm", "kworker/2:1" }, { "prev_pid", "2923" }, { "prev_prio", "120" },
	    { "prev_state", "D" }, { "next_comm", "swapper/2" }, { "next_pid", "0" },
	    { "next_prio", "120" } } },
	{ "trace-cmd sched_switch plugin, bash ==> swapper",
	  "            bash-3649  [000]   100.000001: sched_switch:         bash:3649 [120] S "
	  "==> swapper/0:0 [120]",
	  100000001000ULL, 0, 3649, "bash", -1, "", "sched_switch",
	  "bash:3649 [120] S ==> swapper/0:0 [120]", 7,
	  { { "prev_comm", "bash" }, { "prev_pid", "3649" }, { "prev_prio", "120" },
	    { "prev_state", "S" }, { "next_comm", "swapper/0" }, { "next_pid", "0" },
	    { "next_prio", "120" } } },
	{ "sched_switch plugin, comms with spaces, state S|D, prio -1",
	  "       Chrome IO-4242  [002]   100.000005: sched_switch:         Chrome IO:4242 "
	  "[120] S|D ==> Web Content:77 [-1]",
	  100000005000ULL, 2, 4242, "Chrome IO", -1, "", "sched_switch",
	  "Chrome IO:4242 [120] S|D ==> Web Content:77 [-1]", 7,
	  { { "prev_comm", "Chrome IO" }, { "prev_pid", "4242" }, { "prev_prio", "120" },
	    { "prev_state", "S|D" }, { "next_comm", "Web Content" }, { "next_pid", "77" },
	    { "next_prio", "-1" } } },
	{ "trace-cmd -l: latency flags and the switch plugin",
	  "            bash-1     [000] d..2     1.000008: sched_switch:         bash:1 [120] "
	  "R+ ==> swapper/0:0 [120]",
	  1000008000ULL, 0, 1, "bash", -1, "d..2", "sched_switch",
	  "bash:1 [120] R+ ==> swapper/0:0 [120]", 7,
	  { { "prev_comm", "bash" }, { "prev_pid", "1" }, { "prev_prio", "120" },
	    { "prev_state", "R+" }, { "next_comm", "swapper/0" }, { "next_pid", "0" },
	    { "next_prio", "120" } } },
	{ "amd_pstate_epp_perf as 6.15 prints it",
	  "          <idle>-0       [003] d..1.   100.000010: amd_pstate_epp_perf: cpu3: "
	  "[55<->120]/166, epp=128, boost=1, changed=0",
	  100000010000ULL, 3, 0, "<idle>", -1, "d..1.", "amd_pstate_epp_perf",
	  "cpu3: [55<->120]/166, epp=128, boost=1, changed=0", 7,
	  { { "cpu_id", "3" }, { "min_perf", "55" }, { "max_perf", "120" },
	    { "highest_perf", "166" }, { "epp", "128" }, { "boost", "1" }, { "changed", "0" } } },
	{ "amd_pstate_epp_perf as 6.14 prints it (no changed)",
	  "            bash-3649  [012] .....   100.000011: amd_pstate_epp_perf: cpu12: "
	  "[17<->255]/255, epp=0, boost=0",
	  100000011000ULL, 12, 3649, "bash", -1, ".....", "amd_pstate_epp_perf",
	  "cpu12: [17<->255]/255, epp=0, boost=0", 6,
	  { { "cpu_id", "12" }, { "min_perf", "17" }, { "max_perf", "255" },
	    { "highest_perf", "255" }, { "epp", "0" }, { "boost", "0" } } },
	{ "amd_pstate_epp_perf cut short: no fields",
	  "            bash-3649  [012] .....   100.000012: amd_pstate_epp_perf: cpu12: "
	  "[17<->255]/255, epp=",
	  100000012000ULL, 12, 3649, "bash", -1, ".....", "amd_pstate_epp_perf",
	  "cpu12: [17<->255]/255, epp=", -1,
	  { { NULL, NULL } } },
	{ "sched_wakeup plugin, CPU:NNN",
	  "            bash-3649  [000]   100.000002: sched_wakeup:         kworker/u16:3:130 "
	  "[120] CPU:003",
	  100000002000ULL, 0, 3649, "bash", -1, "", "sched_wakeup",
	  "kworker/u16:3:130 [120] CPU:003", 4,
	  { { "comm", "kworker/u16:3" }, { "pid", "130" }, { "prio", "120" },
	    { "target_cpu", "003" } } },
	{ "sched_wakeup plugin, older success=1 variant",
	  "            bash-3649  [000]   100.000003: sched_wakeup:         sshd:2928 [120] "
	  "success=1 CPU:001",
	  100000003000ULL, 0, 3649, "bash", -1, "", "sched_wakeup",
	  "sshd:2928 [120] success=1 CPU:001", 5,
	  { { "comm", "sshd" }, { "pid", "2928" }, { "prio", "120" }, { "success", "1" },
	    { "target_cpu", "001" } } },
	{ "sched_wakeup_new plugin, comm with a space",
	  "            bash-3649  [000]   100.000004: sched_wakeup_new:     Chrome IO:4242 "
	  "[120] CPU:002",
	  100000004000ULL, 0, 3649, "bash", -1, "", "sched_wakeup_new",
	  "Chrome IO:4242 [120] CPU:002", 4,
	  { { "comm", "Chrome IO" }, { "pid", "4242" }, { "prio", "120" },
	    { "target_cpu", "002" } } },
	{ "trace-cmd -R raw sched_switch",
	  "            bash-3649  [000]   100.000006: sched_switch:         prev_comm=bash "
	  "prev_pid=3649 prev_prio=120 prev_state=1 next_comm=swapper/0 next_pid=0 "
	  "next_prio=120",
	  100000006000ULL, 0, 3649, "bash", -1, "", "sched_switch",
	  "prev_comm=bash prev_pid=3649 prev_prio=120 prev_state=1 next_comm=swapper/0 "
	  "next_pid=0 next_prio=120", 7,
	  { { "prev_comm", "bash" }, { "prev_pid", "3649" }, { "prev_prio", "120" },
	    { "prev_state", "1" }, { "next_comm", "swapper/0" }, { "next_pid", "0" },
	    { "next_prio", "120" } } },
	{ "trace-cmd -R raw print is a marker",
	  "            bash-3649  [000]   100.000007: print:                "
	  "ip=0xffffffff8112e0d0 buf=hello world",
	  100000007000ULL, 0, 3649, "bash", -1, "", "print",
	  "ip=0xffffffff8112e0d0 buf=hello world", -1,
	  { { NULL, NULL } } },
	{ "<...> gives comm NULL",
	  "           <...>-1234  [003] ....   100.000008: cpu_frequency: state=2900000 "
	  "cpu_id=3",
	  100000008000ULL, 3, 1234, NULL, -1, "....", "cpu_frequency",
	  "state=2900000 cpu_id=3", 2,
	  { { "state", "2900000" }, { "cpu_id", "3" } } },
	{ "comm with a dash, workqueue_execute_start \"work struct X: function F\"",
	  "kworker/u16:3-events_unbound-130 [001] d..2   100.000009: workqueue_execute_start: "
	  "work struct 0xffff8880a1b2c3d8: function sugov_work",
	  100000009000ULL, 1, 130, "kworker/u16:3-events_unbound", -1, "d..2",
	  "workqueue_execute_start",
	  "work struct 0xffff8880a1b2c3d8: function sugov_work", 2,
	  { { "work", "0xffff8880a1b2c3d8" }, { "function", "sugov_work" } } },
	{ "workqueue_execute_start of a module's function (%ps: \"F [MODULE]\")",
	  "kworker/0:1-25    [000] ...1   100.000012: workqueue_execute_start: "
	  "work struct 00000000a1b2c3d8: function hdd_bus_bw_work_handler [wlan]",
	  100000012000ULL, 0, 25, "kworker/0:1", -1, "...1", "workqueue_execute_start",
	  "work struct 00000000a1b2c3d8: function hdd_bus_bw_work_handler [wlan]", 2,
	  { { "work", "00000000a1b2c3d8" }, { "function", "hdd_bus_bw_work_handler [wlan]" } } },
	{ "workqueue_queue_work of a module's function: the same function text",
	  "kworker/0:1-25    [000] d..2   100.000013: workqueue_queue_work: work "
	  "struct=00000000a1b2c3d8 function=hdd_bus_bw_work_handler [wlan] workqueue=ffffffc0 "
	  "req_cpu=8 cpu=0",
	  100000013000ULL, 0, 25, "kworker/0:1", -1, "d..2", "workqueue_queue_work",
	  "work struct=00000000a1b2c3d8 function=hdd_bus_bw_work_handler [wlan] "
	  "workqueue=ffffffc0 req_cpu=8 cpu=0", 5,
	  { { "work", "00000000a1b2c3d8" }, { "function", "hdd_bus_bw_work_handler [wlan]" },
	    { "workqueue", "ffffffc0" }, { "req_cpu", "8" }, { "cpu", "0" } } },
	{ "workqueue_queue_work \"work struct=X function=F ...\"",
	  "          <idle>-0     [001] d.s2   100.000010: workqueue_queue_work: work "
	  "struct=0xffff8880a1b2c3d8 function=dbs_work_handler workqueue=events req_cpu=8192 "
	  "cpu=1",
	  100000010000ULL, 1, 0, "<idle>", -1, "d.s2", "workqueue_queue_work",
	  "work struct=0xffff8880a1b2c3d8 function=dbs_work_handler workqueue=events "
	  "req_cpu=8192 cpu=1", 5,
	  { { "work", "0xffff8880a1b2c3d8" }, { "function", "dbs_work_handler" },
	    { "workqueue", "events" }, { "req_cpu", "8192" }, { "cpu", "1" } } },
	{ "workqueue_activate_work \"work struct X function=F \"",
	  "          <idle>-0     [001] d.s2   100.000011: workqueue_activate_work: work "
	  "struct 0xffff8880a1b2c3d8 function=foo ",
	  100000011000ULL, 1, 0, "<idle>", -1, "d.s2", "workqueue_activate_work",
	  "work struct 0xffff8880a1b2c3d8 function=foo ", 2,
	  { { "work", "0xffff8880a1b2c3d8" }, { "function", "foo" } } },
	{ "workqueue_execute_end, older \"work struct X\"",
	  "   kworker/1:0-17    [001] ....   100.000012: workqueue_execute_end: work struct "
	  "0xffff8880a1b2c3d8",
	  100000012000ULL, 1, 17, "kworker/1:0", -1, "....", "workqueue_execute_end",
	  "work struct 0xffff8880a1b2c3d8", 1,
	  { { "work", "0xffff8880a1b2c3d8" } } },
	{ "sched_kthread_work_queue_work with worker=",
	  "          <idle>-0     [002] d.h2   100.000013: sched_kthread_work_queue_work: work "
	  "struct=0xffff888003c1e2a0 function=sugov_work worker=0xffff888003c1e000",
	  100000013000ULL, 2, 0, "<idle>", -1, "d.h2", "sched_kthread_work_queue_work",
	  "work struct=0xffff888003c1e2a0 function=sugov_work worker=0xffff888003c1e000", 3,
	  { { "work", "0xffff888003c1e2a0" }, { "function", "sugov_work" },
	    { "worker", "0xffff888003c1e000" } } },
	{ "sched_kthread_work_execute_start \"work struct X: function F\"",
	  "         sugov:0-1842  [003] ....   100.000014: sched_kthread_work_execute_start: "
	  "work struct 0xffff888003c1e2a0: function sugov_work",
	  100000014000ULL, 3, 1842, "sugov:0", -1, "....", "sched_kthread_work_execute_start",
	  "work struct 0xffff888003c1e2a0: function sugov_work", 2,
	  { { "work", "0xffff888003c1e2a0" }, { "function", "sugov_work" } } },
	{ "9 decimals",
	  "bash-1 [000] 12.123456789: cpu_idle: state=1 cpu_id=0",
	  12123456789ULL, 0, 1, "bash", -1, "", "cpu_idle",
	  "state=1 cpu_id=0", 2,
	  { { "state", "1" }, { "cpu_id", "0" } } },
	{ "a clock that does not count ns (integer)",
	  "bash-1 [000] d..1 123456789: cpu_idle: state=1 cpu_id=0",
	  123456789ULL, 0, 1, "bash", -1, "d..1", "cpu_idle",
	  "state=1 cpu_id=0", 2,
	  { { "state", "1" }, { "cpu_id", "0" } } },
	{ "values with spaces run to the next key=",
	  "bash-1 [000] 1.000001: sched_process_fork: comm=Chrome IO pid=12 child_comm=Chrome "
	  "ChildIOThread child_pid=13",
	  1000001000ULL, 0, 1, "bash", -1, "", "sched_process_fork",
	  "comm=Chrome IO pid=12 child_comm=Chrome ChildIOThread child_pid=13", 4,
	  { { "comm", "Chrome IO" }, { "pid", "12" }, { "child_comm", "Chrome ChildIOThread" },
	    { "child_pid", "13" } } },
	{ "empty, hex, leading-zero, bool, negative and odd values",
	  "bash-1 [000] 1.000002: foo: a= b=0x1F c=007 d=true e=-3 f=x==y g=1 [ns] h=(null)  "
	  "i=2",
	  1000002000ULL, 0, 1, "bash", -1, "", "foo",
	  "a= b=0x1F c=007 d=true e=-3 f=x==y g=1 [ns] h=(null)  i=2", 9,
	  { { "a", "" }, { "b", "0x1F" }, { "c", "007" }, { "d", "true" }, { "e", "-3" },
	    { "f", "x==y" }, { "g", "1 [ns]" }, { "h", "(null)" }, { "i", "2" } } },
	{ "empty payload",
	  "bash-1 [000] 1.000003: sched_kthread_stop_ret:",
	  1000003000ULL, 0, 1, "bash", -1, "", "sched_kthread_stop_ret",
	  "", 0,
	  { { NULL, NULL } } },
	{ "bprint is a marker",
	  "bash-1 [000] 1.000004: bprint:               dequeue_task_fair: util_est=12 x=3",
	  1000004000ULL, 0, 1, "bash", -1, "", "bprint",
	  "dequeue_task_fair: util_est=12 x=3", -1,
	  { { NULL, NULL } } },
	{ "comm with brackets",
	  "      [kworker]-12    [000] .... 1.000005: cpu_idle: state=0 cpu_id=0",
	  1000005000ULL, 0, 12, "[kworker]", -1, "....", "cpu_idle",
	  "state=0 cpu_id=0", 2,
	  { { "state", "0" }, { "cpu_id", "0" } } },
	{ "comm starting with '#' (indented)",
	  "            #foo-12    [000] 1.000006: cpu_idle: state=0 cpu_id=0",
	  1000006000ULL, 0, 12, "#foo", -1, "", "cpu_idle",
	  "state=0 cpu_id=0", 2,
	  { { "state", "0" }, { "cpu_id", "0" } } },
	{ "TGID column with 5 flags, 7-wide pid",
	  "            bash-1       (      1) [000] dNs1. 1.000007: cpu_idle: state=0 cpu_id=0",
	  1000007000ULL, 0, 1, "bash", 1, "dNs1.", "cpu_idle",
	  "state=0 cpu_id=0", 2,
	  { { "state", "0" }, { "cpu_id", "0" } } },
	{ "CRLF line end",
	  "bash-1 [000] 1.000009: cpu_idle: state=0 cpu_id=0\r\n",
	  1000009000ULL, 0, 1, "bash", -1, "", "cpu_idle",
	  "state=0 cpu_id=0", 2,
	  { { "state", "0" }, { "cpu_id", "0" } } },
	{ "bprint caller name in kernel text",
	  "bash-1 [000] ...1 1.000010: foo.isra.0: hello there",
	  1000010000ULL, 0, 1, "bash", -1, "...1", "foo.isra.0",
	  "hello there", -1,
	  { { NULL, NULL } } },
	{ "large CPU number and a pid at INT_MAX",
	  "x-2147483647 [1023] 0.000001: cpu_idle: state=0 cpu_id=1023",
	  1000ULL, 1023, INT_MAX, "x", -1, "", "cpu_idle",
	  "state=0 cpu_id=1023", 2,
	  { { "state", "0" }, { "cpu_id", "1023" } } },

};
/* clang-format on */

static void test_cases(void)
{
	size_t i;
	int j;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		const struct line_case *c = &cases[i];
		enum ftrace_line_kind k = parse(c->line);

		T_EQ_INT(k, FTL_EVENT, "%s: kind", c->what);
		if (k != FTL_EVENT)
			continue;
		T_EQ_INT(L.ev.ts, c->ts, "%s: ts", c->what);
		T_EQ_INT(L.ev.cpu, c->cpu, "%s: cpu", c->what);
		T_EQ_INT(L.ev.pid, c->pid, "%s: pid", c->what);
		T_EQ_STR(S(L.ev.comm, L.ev.comm_len), c->comm, "%s: comm", c->what);
		T_EQ_INT(L.tgid, c->tgid, "%s: tgid", c->what);
		T_EQ_STR(L.flags, c->flags, "%s: flags", c->what);
		T_EQ_STR(S(L.ev.name, L.ev.name_len), c->name, "%s: name", c->what);
		T_EQ_STR(S(L.ev.payload, L.ev.payload_len), c->payload, "%s: payload", c->what);
		T_EQ_INT(L.ev.nfields, c->nfields, "%s: nfields", c->what);
		T_OK(L.ev.fields == L.fields, "%s: fields point at the struct", c->what);
		for (j = 0; j < c->nfields && j < L.ev.nfields; j++) {
			T_EQ_STR(S(L.fields[j].key, L.fields[j].key_len), c->f[j].k, "%s: key %d",
				 c->what, j);
			T_EQ_STR(S(L.fields[j].val, L.fields[j].val_len), c->f[j].v, "%s: %s",
				 c->what, c->f[j].k);
		}
	}
}

static void test_too_many_fields(void)
{
	char line[1024];
	int i, n;

	n = snprintf(line, sizeof(line), "bash-1 [000] 1.000000: many:");
	for (i = 0; i < FTRACE_MAX_FIELDS; i++)
		n += snprintf(line + n, sizeof(line) - n, " k%d=%d", i, i);
	T_EQ_INT(parse(line), FTL_EVENT, "%d fields: kind", FTRACE_MAX_FIELDS);
	T_EQ_INT(L.ev.nfields, FTRACE_MAX_FIELDS, "%d fields all kept", FTRACE_MAX_FIELDS);
	T_EQ_STR(field("k31"), "31", "%d fields: the last one", FTRACE_MAX_FIELDS);
	snprintf(line + n, sizeof(line) - n, " k%d=%d", i, i);
	T_EQ_INT(parse(line), FTL_EVENT, "%d fields: kind", FTRACE_MAX_FIELDS + 1);
	T_EQ_INT(L.ev.nfields, -1, "%d fields: payload kept raw instead", FTRACE_MAX_FIELDS + 1);
}

/* ---- lines that are not events ------------------------------------------- */

static void test_other_lines(void)
{
	static const char *const comments[] = {
	    "",
	    "   ",
	    "\t",
	    "# tracer: nop",
	    "#",
	    "#           TASK-PID    TGID   CPU#  ||||    TIMESTAMP  FUNCTION",
	    "#              | |        |      |   ||||       |         |",
	    "   # indented comment",
	    "##### CPU 2 buffer started ####",
	    "cpus=6",
	    "cpus=128\r",
	    "version = 6",
	    "CPU 3 is empty",
	    "CPU 12 is empty",
	    "TRACE:",
	};
	static const char *const bad[] = {
	    "hello world",
	    "cpus=",
	    "cpus=x",
	    "CPU x is empty",
	    "CPU:3 [LOST x EVENTS]",
	    "CPU:3 [LOST 1 EVENT]",
	    "CPU: [LOST 1 EVENTS]",
	    "CPU:3 [99999999999999999999 EVENTS DROPPED]",
	    "bash-1 [000] 1.000001 cpu_idle: state=0",
	    "bash-1 [000] 1.000001:cpu_idle: state=0",
	    "bash-1 [000] 1.000001: cpu_idle:state=0",
	    "bash-1 [000] 1.000001: cpu_idle state=0",
	    "bash-1 [000] 1.000001: : state=0",
	    "bash [000] 1.000001: cpu_idle: state=0",
	    "bash- [000] 1.000001: cpu_idle: state=0",
	    "-1 [000]",
	    "bash-1 [000]",
	    "bash-1 [000] ",
	    "bash-1 [] 1.000001: cpu_idle: state=0",
	    "bash-1 [0a0] 1.000001: cpu_idle: state=0",
	    "bash-1 [000]1.000001: cpu_idle: state=0",
	    "bash-1 [000] 1.0000000001: cpu_idle: state=0",
	    "bash-1 [000] 1.: cpu_idle: state=0",
	    "bash-1 [000] .5: cpu_idle: state=0",
	    "bash-99999999999 [000] 1.000001: cpu_idle: state=0",
	    "bash-2147483648 [000] 1.000001: cpu_idle: state=0",
	    "bash-1 [99999999] 1.000001: cpu_idle: state=0",
	    "bash-1 [000] 18446744073.000001: cpu_idle: state=0",
	    "bash-1 [000] 18446744073709551616: cpu_idle: state=0",
	    "bash-1 (12a) [000] 1.000001: cpu_idle: state=0",
	    "bash-1 () [000] 1.000001: cpu_idle: state=0",
	    "bash-1 [000] d..2xy 1.000001: cpu_idle: state=0",
	    "bash-1 [000] 1.000001: do_sys_open <-do_syscall_64",
	    "  <idle>-0       0d..2    5us : cpu_idle: state=0",
	    "{\"traceEvents\": [{\"category\": \"process_argv\"}]}",
	    "<!-- END TRACE -->",
	    "  </script>",
	};
	size_t i;

	for (i = 0; i < sizeof(comments) / sizeof(comments[0]); i++)
		T_EQ_INT(parse(comments[i]), FTL_COMMENT, "comment: \"%s\"", comments[i]);
	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
		T_EQ_INT(parse(bad[i]), FTL_BAD, "bad: \"%s\"", bad[i]);

	/* the largest timestamp that fits the signed 64-bit ts column, and one more:
	 * not an event, rather than a timestamp modulo anything */
	T_EQ_INT(parse("bash-1 [000] 9223372036.854775807: cpu_idle: state=0"), FTL_EVENT,
		 "largest seconds: kind");
	T_OK(L.ev.ts == 9223372036854775807ULL, "largest seconds: ts");
	T_EQ_INT(parse("bash-1 [000] 9223372036.854775808: cpu_idle: state=0"), FTL_BAD,
		 "largest seconds + 1 ns: not an event");
	T_EQ_INT(parse("bash-1 [000] 9223372037.000000: cpu_idle: state=0"), FTL_BAD,
		 "a second more: not an event");
	T_EQ_INT(parse("bash-1 [000] 18446744073.709551: cpu_idle: state=0"), FTL_BAD,
		 "2^64 ns: not an event");
	T_EQ_INT(parse("bash-1 [000] 9223372036854775807: cpu_idle: state=0"), FTL_EVENT,
		 "largest integer ts: kind");
	T_OK(L.ev.ts == INT64_MAX, "largest integer ts: ts");
	T_EQ_INT(parse("bash-1 [000] 9223372036854775808: cpu_idle: state=0"), FTL_BAD,
		 "largest integer ts + 1: not an event");
	T_EQ_INT(parse("bash-1 [000] 18446744073709551616: cpu_idle: state=0"), FTL_BAD,
		 "2^64: not an event");
	/* pid and CPU columns past int: not an event either */
	T_EQ_INT(parse("bash-2147483647 [2147483] 1.0: cpu_idle: state=0"), FTL_EVENT,
		 "largest pid, 7-digit CPU: kind");
	T_OK(L.ev.pid == INT_MAX && L.ev.cpu == 2147483, "largest pid, 7-digit CPU: values");
	T_EQ_INT(parse("bash-2147483648 [000] 1.0: cpu_idle: state=0"), FTL_BAD,
		 "pid past INT_MAX: not an event");
	T_EQ_INT(parse("bash-12345678901234567890123 [000] 1.0: cpu_idle: state=0"), FTL_BAD,
		 "23-digit pid: not an event");
	T_EQ_INT(parse("bash-1 [99999999] 1.0: cpu_idle: state=0"), FTL_BAD,
		 "8-digit CPU: not an event");
	/* the text is not NUL-terminated: nothing past @len is read */
	T_EQ_INT(ftrace_parse_line("bash-1 [000] 1.000001: cpu_idle: state=0 cpu_id=1", 40, &L),
		 FTL_EVENT, "length honoured: kind");
	T_EQ_STR(S(L.ev.payload, L.ev.payload_len), "state=0", "length honoured: payload");
	T_EQ_INT(ftrace_parse_line("bash-1 [000] 1.0", 0, &L), FTL_COMMENT, "zero length");
}

static void test_lost(void)
{
	static const struct {
		const char *line;
		int cpu;
		long long count;
	} lost[] = {
	    {"CPU:3 [LOST 42 EVENTS]", 3, 42},
	    {"CPU:12 [LOST EVENTS]", 12, -1},
	    {"CPU:7 [204600 EVENTS DROPPED]", 7, 204600},
	    {"CPU:0 [EVENTS DROPPED]", 0, -1},
	    {"CPU:5 [LOST 9223372036854775807 EVENTS]  ", 5, 9223372036854775807LL},
	};
	size_t i;

	for (i = 0; i < sizeof(lost) / sizeof(lost[0]); i++) {
		T_EQ_INT(parse(lost[i].line), FTL_LOST, "lost: \"%s\": kind", lost[i].line);
		T_EQ_INT(L.lost_cpu, lost[i].cpu, "lost: \"%s\": cpu", lost[i].line);
		T_EQ_INT(L.lost_count, lost[i].count, "lost: \"%s\": count", lost[i].line);
	}
	/* a task named like the note is still an event */
	T_EQ_INT(parse("CPU:0-12 [000] 1.000001: cpu_idle: state=0 cpu_id=0"), FTL_EVENT,
		 "comm CPU:0 is an event");
	T_EQ_STR(S(L.ev.comm, L.ev.comm_len), "CPU:0", "comm CPU:0");
}

/* ---- detection ----------------------------------------------------------- */

static char fixtures[PATH_MAX];

/*
 * find_fixtures - the repository's real traces, tests/fixtures/real under
 * $TOP (tests/run sets it) or the current directory.  They are part of the
 * repository: a missing folder is a failure, not a skip.
 */
static int find_fixtures(void)
{
	const char *top = getenv("TOP");
	DIR *d;

	snprintf(fixtures, sizeof(fixtures), "%s/tests/fixtures/real", top && *top ? top : ".");
	d = opendir(fixtures);
	T_OK(d != NULL, "the real fixtures are in %s", fixtures);
	if (!d) {
		*fixtures = 0;
		return -1;
	}
	closedir(d);
	return 0;
}

/* slurp - a whole file in a malloc'd buffer (the caller frees), NULL when unreadable */
static char *slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	char *buf = NULL;
	long n;

	if (!f)
		return NULL;
	if (fseek(f, 0, SEEK_END) || (n = ftell(f)) < 0 || fseek(f, 0, SEEK_SET))
		goto out_close;
	buf = malloc((size_t)n + 1);
	if (!buf)
		goto out_close;
	if (fread(buf, 1, (size_t)n, f) != (size_t)n) {
		free(buf);
		buf = NULL;
		goto out_close;
	}
	buf[n] = '\0';
	*len = (size_t)n;
out_close:
	fclose(f);
	return buf;
}

static enum ftrace_format detect_file(const char *path)
{
	size_t len = 0;
	char *buf = slurp(path, &len);
	enum ftrace_format fmt;

	if (!buf)
		return (enum ftrace_format) - 1;
	fmt = ftrace_detect(buf, len < 4096 ? len : 4096);
	free(buf);
	return fmt;
}

static void test_detect(void)
{
	static const struct {
		const char *what, *head;
		enum ftrace_format fmt;
	} heads[] = {
	    {"trace.dat magic", "\x17\x08\x44tracing6\0\0\x08\0", FMT_TRACE_DAT},
	    {"doctype", "<!DOCTYPE html>\n<html>\n<head>", FMT_SYSTRACE},
	    {"html, lower case doctype and blank start", "\n  <!doctype HTML><html>", FMT_SYSTRACE},
	    {"<html", "<html><body>x</body></html>", FMT_SYSTRACE},
	    {"trace-data tag", "junk\n<script class=\"trace-data\" type=\"application/text\">\n",
	     FMT_SYSTRACE},
	    {"ftrace header", "# tracer: nop\n#\n", FMT_FTRACE_TEXT},
	    {"trace-cmd cpus=", "cpus=6\n", FMT_FTRACE_TEXT},
	    {"old trace-cmd version", "version = 6\ncpus=8\nCPU:7 [204600 EVENTS DROPPED]\n",
	     FMT_FTRACE_TEXT},
	    {"bare event lines",
	     "cat-5235  [002] ..s.  1177.681723: cpu_frequency: state=2 cpu_id=2", FMT_FTRACE_TEXT},
	    {"event after other lines", "\n\nsomething\n  x-1 [000] 1.000001: e: a=1\n",
	     FMT_FTRACE_TEXT},
	    {"empty", "", FMT_UNKNOWN},
	    {"plain prose", "hello\nworld\n", FMT_UNKNOWN},
	    {"a shell comment", "# just a comment\n# tracer is not here\n", FMT_UNKNOWN},
	    {"cpus= later", "hello\ncpus=6\n", FMT_UNKNOWN},
	    {"PDF",
	     "%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n",
	     FMT_UNKNOWN},
	    {"JSON trace", "{\"traceEvents\": [{\"name\": \"x\", \"ts\": 1}]}", FMT_UNKNOWN},
	};
	char rnd[4096];
	unsigned int x = 12345;
	size_t i;
	char path[PATH_MAX + 64];

	for (i = 0; i < sizeof(heads) / sizeof(heads[0]); i++) {
		size_t len = strlen(heads[i].head);

		if (heads[i].fmt == FMT_TRACE_DAT)
			len = 14;
		T_EQ_INT(ftrace_detect(heads[i].head, len), heads[i].fmt, "detect: %s",
			 heads[i].what);
	}
	T_EQ_INT(ftrace_detect("\x17\x08\x44tracin", 9), FMT_UNKNOWN, "detect: truncated magic");
	T_EQ_INT(ftrace_detect("cpus=6\n\0\x01\x02", 10), FMT_UNKNOWN, "detect: text with a NUL");
	for (i = 0; i < sizeof(rnd); i++) {
		x = x * 1103515245 + 12345;
		rnd[i] = (char)(x >> 16);
	}
	T_EQ_INT(ftrace_detect(rnd, sizeof(rnd)), FMT_UNKNOWN, "detect: random bytes");
	for (i = 0; i < sizeof(rnd); i++) {
		x = x * 1103515245 + 12345;
		rnd[i] = (char)((x >> 16) % 13 == 0 ? '\n' : ' ' + (x >> 16) % 95);
	}
	T_EQ_INT(ftrace_detect(rnd, sizeof(rnd)), FMT_UNKNOWN, "detect: random printable text");

	if (!*fixtures)
		return; /* find_fixtures failed the run */
	snprintf(path, sizeof(path), "%s/juno_r0_sched_load.trace.dat", fixtures);
	T_EQ_INT(detect_file(path), FMT_TRACE_DAT, "detect: juno trace.dat");
	snprintf(path, sizeof(path), "%s/juno_r0_rtapp_example.trace.dat", fixtures);
	T_EQ_INT(detect_file(path), FMT_TRACE_DAT, "detect: rtapp trace.dat");
	snprintf(path, sizeof(path), "%s/pixel2_youtube_schedutil.systrace.html", fixtures);
	T_EQ_INT(detect_file(path), FMT_SYSTRACE, "detect: pixel systrace html");
	snprintf(path, sizeof(path), "%s/pixel2_youtube_schedutil.systrace.txt", fixtures);
	T_EQ_INT(detect_file(path), FMT_FTRACE_TEXT, "detect: pixel systrace text");
	snprintf(path, sizeof(path), "%s/juno_r0_sched_load.trace-cmd-report.txt", fixtures);
	T_EQ_INT(detect_file(path), FMT_FTRACE_TEXT, "detect: juno trace-cmd report");
	snprintf(path, sizeof(path), "%s/kernel_doc_amd_pstate_perf.txt", fixtures);
	T_EQ_INT(detect_file(path), FMT_FTRACE_TEXT, "detect: amd doc trace");
	snprintf(path, sizeof(path), "%s/kernel_doc_intel_pstate_sample.txt", fixtures);
	T_EQ_INT(detect_file(path), FMT_FTRACE_TEXT, "detect: intel doc trace (no header)");
	snprintf(path, sizeof(path), "%s/README.md", fixtures);
	T_EQ_INT(detect_file(path), FMT_UNKNOWN, "detect: the fixtures README");
}

/* ---- the reader ---------------------------------------------------------- */

struct got {
	int n;
	char text[16][128];
	unsigned long no[16];
	size_t len[16];
	int cut[16]; /* ftrace_text_reader_cut() */
	int truncated; /* ftrace_text_reader_truncated() at the end */
	struct ftrace_text_blocks blocks;
};

/* read_all - every line @f gives as @fmt; the first 16 kept; the rc of the last call */
static int read_all(FILE *f, enum ftrace_format fmt, struct got *g, int *saw)
{
	struct ftrace_text_reader *r = ftrace_text_reader_open(f, fmt);
	const char *line;
	size_t len;
	unsigned long no;
	int rc;

	memset(g, 0, sizeof(*g));
	if (!r)
		return -2;
	while ((rc = ftrace_text_reader_next(r, &line, &len, &no)) == 1) {
		if (g->n < 16) {
			snprintf(g->text[g->n], sizeof(g->text[0]), "%.*s",
				 (int)(len < 127 ? len : 127), line);
			g->no[g->n] = no;
			g->len[g->n] = len;
			g->cut[g->n] = ftrace_text_reader_cut(r);
		}
		g->n++;
	}
	T_EQ_INT(ftrace_text_reader_next(r, &line, &len, &no), 0, "reader: stays at the end");
	if (saw)
		*saw = ftrace_text_reader_saw_data(r);
	g->truncated = ftrace_text_reader_truncated(r);
	ftrace_text_reader_blocks(r, &g->blocks);
	ftrace_text_reader_close(r);
	return rc;
}

static int read_mem(const char *text, size_t len, enum ftrace_format fmt, struct got *g, int *saw)
{
	FILE *f = fmemopen((void *)text, len, "r");
	int rc;

	if (!f)
		return -3;
	rc = read_all(f, fmt, g, saw);
	fclose(f);
	return rc;
}

static void test_reader(void)
{
	static const char plain[] =
	    "\xef\xbb\xbf# tracer: nop\r\n\r\nbash-1 [000] 1.000001: e: a=1\n"
	    "last line without newline";
	static const char html[] =
	    "<!DOCTYPE html>\n<html>\n<script>\nvar s = '<script class=\"trace-data\"';\n"
	    "</script>\n";
	static const char html2[] =
	    "<html>\n<script>\nvar x = 1;\n</script>\n"
	    "<script class=\"trace-data\" type=\"application/text\">\n"
	    "PROCESS DUMP\nUSER PID PPID NAME\nroot 1 0 init\n</script>\n"
	    "<script class=\"trace-data\" type=\"application/text\">\n"
	    "# tracer: nop\nbash-1 [000] 1.000001: e: a=1\n  </script>\n"
	    "<script class=\"trace-data\" type=\"application/text\">\n"
	    "bash-1 [001] 1.000002: e: a=2</script><script class=\"trace-data\">\n"
	    "{\"traceEvents\": []}\n</script>\n";
	static const char html3[] =
	    "<script class=\"trace-data\"\n  type=\"application/text\">A\r\n"
	    "B</script>\nC\n";
	static const char html4[] = "<html><script class=\"trace-data\">\n</script>\n";
	/* the legacy systrace layout: the trace in a JavaScript string, each
	 * line ending in "\n" and the source line continued with a backslash */
	static const char legacy1[] =
	    "<html><script>\n var linuxPerfData = \"a\\nb\\nc\\n\"; var linuxPerfData=\"d\";\n"
	    "</script></html>\n";
	static const char legacy[] =
	    "<!DOCTYPE HTML>\n<html>\n<script>\nif (window.linuxPerfData) go(linuxPerfData);\n"
	    "</script>\n  <script>\n  var linuxPerfData = \"\\\n"
	    "# tracer: nop\\n\\\n"
	    "  <...>-12 [000] ...1 1.000001: tracing_mark_write: B|12|say \\\"hi\\\" \\\\ "
	    "tab\\there \\u00e9\\ud83d\\ude00 \\x41\\/\\n\\\n"
	    "bash-1 [001] 1.000002: e: a=2\\n\";\n  </script>\n</html>\n";
	struct got g;
	int saw = -1, rc;
	char *big;
	size_t n, i, mib;
	FILE *f;

	rc = read_mem(plain, sizeof(plain) - 1, FMT_FTRACE_TEXT, &g, &saw);
	T_EQ_INT(rc, 0, "reader: plain: ends with 0");
	T_EQ_INT(g.n, 4, "reader: plain: 4 lines");
	T_EQ_STR(g.text[0], "# tracer: nop", "reader: plain: BOM and CR dropped");
	T_EQ_INT(g.no[0], 1, "reader: plain: line 1");
	T_EQ_STR(g.text[1], "", "reader: plain: blank line");
	T_EQ_STR(g.text[2], "bash-1 [000] 1.000001: e: a=1", "reader: plain: line 3");
	T_EQ_INT(g.no[2], 3, "reader: plain: line 3 number");
	T_EQ_STR(g.text[3], "last line without newline", "reader: plain: unterminated last line");
	T_EQ_INT(g.no[3], 4, "reader: plain: line 4 number");
	T_OK(g.cut[0] == FTR_WHOLE && g.cut[1] == FTR_WHOLE && g.cut[2] == FTR_WHOLE,
	     "reader: plain: lines ending in a newline are whole");
	T_EQ_INT(g.cut[3], FTR_CUT_EOF, "reader: plain: the unterminated last line is cut short");
	T_EQ_INT(saw, 1, "reader: plain: saw data");

	/* the head read for detection, handed back: the same lines */
	f = fmemopen((void *)plain, sizeof(plain) - 1, "r");
	if (f) {
		char head[8];
		struct ftrace_text_reader *r;
		const char *line;
		size_t len;
		unsigned long no;
		int k = 0, ok = 1;

		n = fread(head, 1, sizeof(head), f);
		r = ftrace_text_reader_open_head(f, FMT_FTRACE_TEXT, head, n);
		memset(head, 'z', sizeof(head)); /* the reader has its own copy */
		while (r && ftrace_text_reader_next(r, &line, &len, &no) == 1) {
			ok &= k < 4 && len == strlen(g.text[k]) && !memcmp(line, g.text[k], len) &&
			      no == g.no[k];
			k++;
		}
		T_OK(r && ok && k == 4, "reader: open_head gives the same lines, BOM dropped");
		ftrace_text_reader_close(r);
		fclose(f);
	}

	rc = read_mem(html, sizeof(html) - 1, FMT_SYSTRACE, &g, &saw);
	T_EQ_INT(rc, 0, "reader: html without a block: ends with 0");
	T_EQ_INT(g.n, 0, "reader: html without a block: no lines");
	T_EQ_INT(saw, 0, "reader: html without a block: saw no data");

	rc = read_mem(html2, sizeof(html2) - 1, FMT_SYSTRACE, &g, &saw);
	T_EQ_INT(g.n, 3, "reader: html: the lines of every ftrace block, none of the dumps");
	T_EQ_STR(g.text[0], "# tracer: nop", "reader: html: first line");
	T_EQ_INT(g.no[0], 11, "reader: html: first line number");
	T_EQ_STR(g.text[1], "bash-1 [000] 1.000001: e: a=1", "reader: html: second line");
	T_EQ_INT(g.no[1], 12, "reader: html: second line number");
	T_EQ_STR(g.text[2], "bash-1 [001] 1.000002: e: a=2", "reader: html: the next block's line");
	T_EQ_INT(g.no[2], 15, "reader: html: the next block's line number");
	T_EQ_INT(g.blocks.read, 2, "reader: html: 2 blocks read");
	T_EQ_INT(g.blocks.skipped, 2, "reader: html: PROCESS DUMP and JSON blocks skipped");
	T_EQ_INT(g.truncated, 0, "reader: html: several blocks, whole");
	T_EQ_INT(saw, 1, "reader: html: saw data");

	T_OK(g.cut[0] == FTR_WHOLE && g.cut[1] == FTR_WHOLE, "reader: html: lines whole");
	/* the block's end ends its last line even at the end of the file */
	rc = read_mem(html2, strstr(html2, "  </script>") - html2 + 11, FMT_SYSTRACE, &g, NULL);
	T_OK(g.n == 2 && g.cut[1] == FTR_WHOLE, "reader: html: </script> at the end of the file");
	rc = read_mem(html2, strstr(html2, "  </script>") - html2 - 2, FMT_SYSTRACE, &g, NULL);
	T_OK(g.n == 2 && g.cut[1] == FTR_CUT_EOF && !strcmp(g.text[1], "bash-1 [000] 1.000001: e: a="),
	     "reader: html cut inside a line: that line is cut short");

	/* cut short: inside a line, or (HTML) anywhere inside the trace-data block */
	read_mem(plain, sizeof(plain) - 1, FMT_FTRACE_TEXT, &g, NULL);
	T_EQ_INT(g.truncated, 1, "reader: plain, no newline at the end: truncated");
	read_mem(plain, strstr(plain, "last line") - plain, FMT_FTRACE_TEXT, &g, NULL);
	T_EQ_INT(g.truncated, 0, "reader: plain, ending with a newline: not truncated");
	read_mem(html2, sizeof(html2) - 1, FMT_SYSTRACE, &g, NULL);
	T_EQ_INT(g.truncated, 0, "reader: html whole: not truncated");
	read_mem(html2, strstr(html2, "  </script>") - html2 + 11, FMT_SYSTRACE, &g, NULL);
	T_EQ_INT(g.truncated, 0, "reader: html ending with the block's </script>: not truncated");
	read_mem(html2, strstr(html2, "  </script>") - html2, FMT_SYSTRACE, &g, NULL);
	T_OK(g.truncated == 1 && g.n == 2 && g.cut[1] == FTR_WHOLE,
	     "reader: html cut at a line's end inside the block: truncated, its lines whole");
	read_mem(html2, strstr(html2, "  </script>") - html2 - 2, FMT_SYSTRACE, &g, NULL);
	T_EQ_INT(g.truncated, 1, "reader: html cut inside a line of the block: truncated");
	read_mem(html2, strstr(html2, "<script class") - html2, FMT_SYSTRACE, &g, NULL);
	T_EQ_INT(g.truncated, 0, "reader: html cut before any block: not truncated (no data)");

	rc = read_mem(html3, sizeof(html3) - 1, FMT_SYSTRACE, &g, NULL);
	T_EQ_INT(g.n, 2, "reader: html, text on the tag and end lines: 2 lines");
	T_EQ_STR(g.text[0], "A", "reader: html, text on the tag line");
	T_EQ_INT(g.no[0], 2, "reader: html, text on the tag line: its number");
	T_EQ_STR(g.text[1], "B", "reader: html, text before </script>");
	T_EQ_INT(g.no[1], 3, "reader: html, text before </script>: its number");

	rc = read_mem(legacy, sizeof(legacy) - 1, FMT_SYSTRACE, &g, &saw);
	T_EQ_INT(g.n, 3, "reader: legacy linuxPerfData: its 3 lines");
	T_EQ_STR(g.text[0], "# tracer: nop", "reader: legacy: first line");
	T_EQ_INT(g.no[0], 8, "reader: legacy: first line's number (its source line)");
	T_EQ_STR(g.text[1],
		 "  <...>-12 [000] ...1 1.000001: tracing_mark_write: B|12|say \"hi\" \\ tab\there "
		 "\xc3\xa9\xf0\x9f\x98\x80 A/",
		 "reader: legacy: escapes decoded (\\\" \\\\ \\t \\u, a surrogate pair, \\x, \\/)");
	T_EQ_INT(g.no[1], 9, "reader: legacy: second line's number");
	T_EQ_STR(g.text[2], "bash-1 [001] 1.000002: e: a=2", "reader: legacy: the last line");
	T_OK(g.cut[0] == FTR_WHOLE && g.cut[2] == FTR_WHOLE, "reader: legacy: lines whole");
	T_OK(g.blocks.legacy == 1 && g.blocks.read == 0 && !g.truncated && saw == 1,
	     "reader: legacy: one string, whole");
	for (i = 1; i < sizeof(legacy) - 1; i++) {
		read_mem(legacy, i, FMT_SYSTRACE, &g, NULL);
		if (i < (size_t)(strstr(legacy, "var linuxPerfData") - legacy) + 21 ||
		    i > (size_t)(strstr(legacy, "\";") - legacy)) {
			if (g.truncated || (i <= (size_t)(strstr(legacy, "\";") - legacy) && g.n))
				break;
		} else if (!g.truncated) {
			break;
		}
	}
	T_EQ_INT(i, sizeof(legacy) - 1,
		 "reader: legacy cut at every byte: truncated exactly when inside the string");

	/* lines of one string on one line of the file, and two strings on one
	 * line (a reader that numbered them apart would point at lines that
	 * are not there) */
	read_mem(legacy1, sizeof(legacy1) - 1, FMT_SYSTRACE, &g, NULL);
	T_OK(g.n == 4 && !strcmp(g.text[0], "a") && !strcmp(g.text[2], "c") &&
		     !strcmp(g.text[3], "d"),
	     "reader: legacy, \\n escapes on one line, two strings: their 4 lines");
	T_OK(g.no[0] == 2 && g.no[1] == 2 && g.no[2] == 2 && g.no[3] == 2,
	     "reader: legacy, lines of one line of the file: all numbered 2 (%lu %lu %lu %lu)",
	     g.no[0], g.no[1], g.no[2], g.no[3]);
	T_OK(g.blocks.legacy == 2, "reader: legacy, two strings on one line: both counted");

	rc = read_mem(html4, sizeof(html4) - 1, FMT_SYSTRACE, &g, &saw);
	T_EQ_INT(g.n, 0, "reader: html, empty block: no lines");
	T_EQ_INT(saw, 1, "reader: html, empty block: saw data");

	T_OK(ftrace_text_reader_open_head(stdin, FMT_FTRACE_TEXT, NULL, 1) == NULL &&
		 errno == EINVAL,
	     "reader: open_head without the head (EINVAL)");
	T_OK(ftrace_text_reader_open(stdin, FMT_TRACE_DAT) == NULL && errno == EINVAL,
	     "reader: trace.dat is not text (EINVAL)");
	T_OK(ftrace_text_reader_open(NULL, FMT_FTRACE_TEXT) == NULL && errno == EINVAL,
	     "reader: no FILE (EINVAL)");

	/* the tag across the first read's end, after many lines */
	n = (size_t)3 * 1024 * 1024;
	big = malloc(n + 256);
	if (!big) {
		T_OK(0, "reader: memory for the big inputs");
		return;
	}
	for (i = 0; i < 65536 - 10; i++)
		big[i] = i % 100 == 99 ? '\n' : 'x';
	big[i - 1] = '\n';
	i += (size_t)sprintf(big + i, "<script class=\"trace-data\">\nbash-1 [000] 1.0: e: a=1\n");
	rc = read_mem(big, i, FMT_SYSTRACE, &g, NULL);
	T_EQ_INT(g.n, 1, "reader: tag across a read boundary: 1 line");
	T_EQ_STR(g.text[0], "bash-1 [000] 1.0: e: a=1", "reader: tag across a read boundary");
	T_EQ_INT(g.no[0], (65536 - 10) / 100 + 3,
		 "reader: tag across a read boundary: line number");

	/* a 3 MiB line is cut at 1 MiB, the rest skipped, the next line kept */
	memset(big, 'y', n);
	strcpy(big + n, "\nnext\n");
	rc = read_mem(big, n + 6, FMT_FTRACE_TEXT, &g, NULL);
	T_EQ_INT(rc, 0, "reader: long line: ends with 0");
	T_EQ_INT(g.n, 2, "reader: long line: 2 lines");
	T_EQ_INT(g.len[0], 1024 * 1024, "reader: long line: cut at 1 MiB");
	T_EQ_INT(g.cut[0], FTR_CUT_LONG, "reader: long line: said to be cut");
	T_EQ_INT(g.cut[1], FTR_WHOLE, "reader: long line: the next one is whole");
	T_EQ_INT(g.no[0], 1, "reader: long line: line 1");
	T_EQ_STR(g.text[1], "next", "reader: long line: the next line");
	T_EQ_INT(g.no[1], 2, "reader: long line: line 2");

	/* the same from a real FILE (a pipe would be the same for the reader) */
	f = tmpfile();
	if (f) {
		fwrite(big, 1, n + 6, f);
		rewind(f);
		rc = read_all(f, FMT_FTRACE_TEXT, &g, NULL);
		T_EQ_INT(g.n, 2, "reader: long line from a file: 2 lines");
		T_EQ_STR(g.text[1], "next", "reader: long line from a file: next line");
		fclose(f);
	}
	/* a cut line at the very end of the file */
	rc = read_mem(big, n, FMT_FTRACE_TEXT, &g, NULL);
	T_EQ_INT(g.n, 1, "reader: long unterminated last line: 1 line");
	T_EQ_INT(g.cut[0], FTR_CUT_LONG, "reader: long unterminated last line: cut");
	/* the longest whole line: 1 MiB with its newline */
	mib = (size_t)1024 * 1024;
	big[mib - 1] = '\n';
	rc = read_mem(big, mib, FMT_FTRACE_TEXT, &g, NULL);
	T_OK(g.n == 1 && g.len[0] == mib - 1 && g.cut[0] == FTR_WHOLE,
	     "reader: a line of 1 MiB with its newline is whole");
	big[mib - 1] = 'y';
	big[mib] = '\n';
	rc = read_mem(big, mib + 1, FMT_FTRACE_TEXT, &g, NULL);
	T_OK(g.n == 1 && g.len[0] == mib && g.cut[0] == FTR_CUT_LONG, "reader: a byte more is cut");
	free(big);
}

/* ---- the real fixtures --------------------------------------------------- */

struct count {
	char name[64];
	int n;
};

struct tally {
	int kinds[4];
	int lines;
	struct count ev[64];
	int nev;
	uint64_t first_ts, last_ts;
	int oracle_bad; /* event lines the regular expressions disagree with */
	int fields_bad;
	char first_bad[256];
};

static void tally_event(struct tally *t, const struct text_event *ev)
{
	int i;

	for (i = 0; i < t->nev; i++)
		if ((int)strlen(t->ev[i].name) == ev->name_len &&
		    !memcmp(t->ev[i].name, ev->name, (size_t)ev->name_len))
			break;
	if (i == t->nev && t->nev < 64)
		snprintf(t->ev[t->nev++].name, sizeof(t->ev[0].name), "%.*s", ev->name_len,
			 ev->name);
	if (i < 64)
		t->ev[i].n++;
	if (!t->first_ts)
		t->first_ts = ev->ts;
	t->last_ts = ev->ts;
}

static int count_of(const struct tally *t, const char *name)
{
	int i;

	for (i = 0; i < t->nev; i++)
		if (!strcmp(t->ev[i].name, name))
			return t->ev[i].n;
	return 0;
}

static regex_t re_head, re_key, re_kv, re_switch, re_wakeup;

static void compile_oracles(void)
{
	/* written from the formats, not from the parser: greedy comm, last "-pid" */
	regcomp(&re_head,
		"^ *(.+)-([0-9]+) +(\\( *([0-9-]+)\\) +)?\\[([0-9]+)\\] +([^ ]{4,5} +)?"
		"([0-9]+)\\.([0-9]{6}|[0-9]{9}): ([A-Za-z_0-9]+):( +(.*))?$",
		REG_EXTENDED);
	regcomp(&re_key, "(^| )[A-Za-z_][A-Za-z0-9_]*=", REG_EXTENDED);
	regcomp(&re_kv, "^[A-Za-z_][A-Za-z0-9_]*=", REG_EXTENDED | REG_NOSUB);
	regcomp(&re_switch,
		"^(.+):([0-9]+) \\[(-?[0-9]+)\\] ([^ ]+) ==> (.+):([0-9]+) \\[(-?[0-9]+)\\]$",
		REG_EXTENDED);
	regcomp(&re_wakeup, "^(.+):([0-9]+) \\[(-?[0-9]+)\\]( success=([0-9]+))? CPU:([0-9]+)$",
		REG_EXTENDED);
}

static void free_oracles(void)
{
	regfree(&re_head);
	regfree(&re_key);
	regfree(&re_kv);
	regfree(&re_switch);
	regfree(&re_wakeup);
}

static int sub_is(const char *s, const regmatch_t *m, const char *p, int n)
{
	if (m->rm_so < 0)
		return p == NULL || n == 0;
	return p && (int)(m->rm_eo - m->rm_so) == n && !memcmp(s + m->rm_so, p, (size_t)n);
}

static long long sub_num(const char *s, const regmatch_t *m)
{
	return strtoll(S(s + m->rm_so, (int)(m->rm_eo - m->rm_so)), NULL, 10);
}

/* oracle_kv - a key=value payload: the key count, and each "key=value" in the text */
static int oracle_kv(const char *pl, const struct ftrace_line *l)
{
	regmatch_t m[1];
	const char *p;
	int i, keys = 0;

	for (p = pl; !regexec(&re_key, p, 1, m, p == pl ? 0 : REG_NOTBOL); p += m[0].rm_eo)
		keys++;
	if (keys != l->ev.nfields)
		return -1;
	for (i = 0; i < l->ev.nfields; i++) {
		char kv[1024];
		const char *hit;
		size_t n;

		n = (size_t)snprintf(kv, sizeof(kv), "%.*s=%.*s", l->fields[i].key_len,
				     l->fields[i].key, l->fields[i].val_len, l->fields[i].val);
		hit = strstr(pl, kv);
		if (!hit || (hit != pl && hit[-1] != ' ') || (hit[n] && hit[n] != ' '))
			return -1;
	}
	return 0;
}

/* oracle - check an event line against the regular expressions; 0 when they agree */
static int oracle(const char *line, size_t len, const struct ftrace_line *l)
{
	char ln[4096], pl[4096];
	regmatch_t m[12];
	const struct text_event *ev = &l->ev;
	uint64_t ts;
	int i;

	if (len >= sizeof(ln) || ev->payload_len >= (int)sizeof(pl))
		return -9;
	memcpy(ln, line, len);
	ln[len] = '\0';
	if (len && ln[len - 1] == '\r')
		ln[len - 1] = '\0';
	memcpy(pl, ev->payload, (size_t)ev->payload_len);
	pl[ev->payload_len] = '\0';

	if (regexec(&re_head, ln, 12, m, 0))
		return -1;
	ts = (uint64_t)sub_num(ln, &m[7]) * 1000000000ULL;
	ts += (uint64_t)sub_num(ln, &m[8]) * (m[8].rm_eo - m[8].rm_so == 6 ? 1000 : 1);
	if (ev->ts != ts || ev->pid != sub_num(ln, &m[2]) || ev->cpu != sub_num(ln, &m[5]))
		return -2;
	if (!(ev->comm ? sub_is(ln, &m[1], ev->comm, ev->comm_len) : sub_is(ln, &m[1], "<...>", 5)))
		return -3;
	if (!sub_is(ln, &m[9], ev->name, ev->name_len) || !sub_is(ln, &m[11], pl, ev->payload_len))
		return -4;
	if (l->tgid != (m[4].rm_so < 0 || ln[m[4].rm_so] == '-' ? -1 : sub_num(ln, &m[4])))
		return -5;
	if (ev->nfields < 0)
		return 0;
	if (!regexec(&re_kv, pl, 0, NULL, 0))
		return oracle_kv(pl, l) ? -6 : 0;
	if (!regexec(&re_switch, pl, 8, m, 0)) {
		if (ev->nfields != 7)
			return -7;
		for (i = 0; i < 7; i++)
			if (!sub_is(pl, &m[i + 1], l->fields[i].val, l->fields[i].val_len))
				return -7;
		return 0;
	}
	if (!regexec(&re_wakeup, pl, 7, m, 0)) {
		static const int sub[] = {1, 2, 3, 5, 6};
		int n = 0;

		for (i = 0; i < 5; i++) {
			if (m[sub[i]].rm_so < 0)
				continue;
			if (n >= ev->nfields ||
			    !sub_is(pl, &m[sub[i]], l->fields[n].val, l->fields[n].val_len))
				return -8;
			n++;
		}
		return n == ev->nfields ? 0 : -8;
	}
	/* other rewritten forms (workqueue, clock names): each value is in the text */
	for (i = 0; i < ev->nfields; i++)
		if (!l->fields[i].val_len || !memmem(pl, (size_t)ev->payload_len, l->fields[i].val,
						     (size_t)l->fields[i].val_len))
			return -10;
	return 0;
}

static void tally_line(struct tally *t, const char *line, size_t len)
{
	enum ftrace_line_kind k = ftrace_parse_line(line, len, &L);
	int rc;

	t->lines++;
	if ((int)k >= 0 && k < 4)
		t->kinds[k]++;
	if (k == FTL_BAD && !t->first_bad[0])
		snprintf(t->first_bad, sizeof(t->first_bad), "%.*s", (int)(len < 200 ? len : 200),
			 line);
	if (k != FTL_EVENT)
		return;
	tally_event(t, &L.ev);
	rc = oracle(line, len, &L);
	if (rc && !t->oracle_bad++ && !t->first_bad[0])
		snprintf(t->first_bad, sizeof(t->first_bad), "oracle %d: %.*s", rc,
			 (int)(len < 200 ? len : 200), line);
}

/* tally_file - every line of @path through the reader and the parser */
static int tally_file(const char *path, struct tally *t,
		      int (*each)(void *, const struct ftrace_line *), void *arg)
{
	char head[4096];
	size_t hl;
	FILE *f = fopen(path, "rb");
	struct ftrace_text_reader *r;
	enum ftrace_format fmt;
	const char *line;
	size_t len;
	unsigned long no;
	int rc;

	memset(t, 0, sizeof(*t));
	if (!f)
		return -1;
	hl = fread(head, 1, sizeof(head), f);
	rewind(f);
	fmt = ftrace_detect(head, hl);
	r = ftrace_text_reader_open(f, fmt);
	if (!r) {
		fclose(f);
		return -1;
	}
	while ((rc = ftrace_text_reader_next(r, &line, &len, &no)) == 1) {
		tally_line(t, line, len);
		if (each && ftrace_parse_line(line, len, &L) == FTL_EVENT)
			each(arg, &L);
	}
	ftrace_text_reader_close(r);
	fclose(f);
	return rc;
}

static void expect_counts(const char *what, const struct tally *t, const struct count *want,
			  int nwant)
{
	int i, total = 0, sum = 0;

	T_EQ_INT(t->kinds[FTL_BAD], 0, "%s: no bad lines%s%s", what,
		 t->first_bad[0] ? "; first: " : "", t->first_bad);
	T_EQ_INT(t->oracle_bad, 0, "%s: every event line agrees with the regular expressions%s%s",
		 what, t->first_bad[0] ? "; first: " : "", t->first_bad);
	for (i = 0; i < nwant; i++) {
		T_EQ_INT(count_of(t, want[i].name), want[i].n, "%s: %s", what, want[i].name);
		total += want[i].n;
	}
	for (i = 0; i < t->nev; i++)
		sum += t->ev[i].n;
	T_EQ_INT(sum, total, "%s: no other events", what);
	T_EQ_INT(t->kinds[FTL_EVENT], total, "%s: event lines", what);
}

/* per-fixture checks beyond the counts, from the README's notes */
struct pixel_check {
	int idle[3]; /* state 0, 2, 4294967295 */
	int freq_cpu[8];
	int clock_named, perfcl;
	int mark_nfields_bad;
};

static int pixel_each(void *arg, const struct ftrace_line *l)
{
	struct pixel_check *c = arg;
	const struct text_event *ev = &l->ev;
	const char *st;

	if (ev->name_len == 8 && !memcmp(ev->name, "cpu_idle", 8)) {
		st = field("state");
		if (st && !strcmp(st, "0"))
			c->idle[0]++;
		else if (st && !strcmp(st, "2"))
			c->idle[1]++;
		else if (st && !strcmp(st, "4294967295"))
			c->idle[2]++;
	} else if (ev->name_len == 13 && !memcmp(ev->name, "cpu_frequency", 13)) {
		st = field("cpu_id");
		if (st && atoi(st) >= 0 && atoi(st) < 8)
			c->freq_cpu[atoi(st)]++;
	} else if (ev->name_len == 14 && !memcmp(ev->name, "clock_set_rate", 14)) {
		/* the name is the payload's first word */
		const char *sp = memchr(ev->payload, ' ', (size_t)ev->payload_len);

		st = field("name");
		if (st && sp && strlen(st) == (size_t)(sp - ev->payload) &&
		    !memcmp(st, ev->payload, strlen(st)) && field("state") && field("cpu_id") &&
		    ev->nfields == 3)
			c->clock_named++;
		if (st && !strcmp(st, "perfcl_clk"))
			c->perfcl++;
	} else if (ev->name_len == 18 && !memcmp(ev->name, "tracing_mark_write", 18)) {
		if (ev->nfields != -1)
			c->mark_nfields_bad++;
	}
	return 0;
}

static void test_pixel(const char *file, const char *what)
{
	static const struct count want[] = {
	    {"sched_switch", 715},	 {"cpu_idle", 621},
	    {"sched_wakeup", 421},	 {"sugov_set_iowait_boost", 366},
	    {"tracing_mark_write", 160}, {"cpu_frequency", 104},
	    {"clock_set_rate", 88},	 {"sched_blocked_reason", 31},
	};
	struct pixel_check c;
	struct tally t;
	char path[PATH_MAX + 64];
	int i;

	memset(&c, 0, sizeof(c));
	snprintf(path, sizeof(path), "%s/%s", fixtures, file);
	T_EQ_INT(tally_file(path, &t, pixel_each, &c), 0, "%s: read", what);
	expect_counts(what, &t, want, 8);
	T_EQ_INT(t.kinds[FTL_COMMENT], 11, "%s: 11 header lines", what);
	T_EQ_INT(t.lines, 2517, "%s: 2517 lines", what);
	T_OK(t.first_ts == 538064659000ULL && t.last_ts == 538802729000ULL,
	     "%s: spans 538.064659 - 538.802729", what);
	T_EQ_INT(c.idle[0], 176, "%s: cpu_idle state 0", what);
	T_EQ_INT(c.idle[1], 134, "%s: cpu_idle state 2", what);
	T_EQ_INT(c.idle[2], 311, "%s: cpu_idle state 4294967295", what);
	for (i = 0; i < 8; i++)
		T_EQ_INT(c.freq_cpu[i], i < 4 ? 3 : 23, "%s: cpu_frequency on CPU %d", what, i);
	T_EQ_INT(c.clock_named, 88, "%s: clock_set_rate name, state, cpu_id", what);
	T_EQ_INT(c.perfcl, 17, "%s: clock_set_rate perfcl_clk", what);
	T_EQ_INT(c.mark_nfields_bad, 0, "%s: markers are not key=value", what);
}

/* the HTML's block is the text fixture, line for line */
static void test_pixel_html_lines(void)
{
	char path[PATH_MAX + 64];
	FILE *fh, *ft;
	struct ftrace_text_reader *rh = NULL, *rt = NULL;
	const char *lh, *lt;
	size_t nh, nt;
	unsigned long noh, not ;
	int rch, rct, same = 1, n = 0;

	snprintf(path, sizeof(path), "%s/pixel2_youtube_schedutil.systrace.html", fixtures);
	fh = fopen(path, "rb");
	snprintf(path, sizeof(path), "%s/pixel2_youtube_schedutil.systrace.txt", fixtures);
	ft = fopen(path, "rb");
	if (fh)
		rh = ftrace_text_reader_open(fh, FMT_SYSTRACE);
	if (ft)
		rt = ftrace_text_reader_open(ft, FMT_FTRACE_TEXT);
	if (!rh || !rt) {
		T_OK(0, "pixel html and text: open");
		goto out;
	}
	for (;;) {
		char keep[4096];

		rch = ftrace_text_reader_next(rh, &lh, &nh, &noh);
		if (rch == 1)
			snprintf(keep, sizeof(keep), "%.*s", (int)nh, lh);
		rct = ftrace_text_reader_next(rt, &lt, &nt, &not );
		if (rch != rct ||
		    (rch == 1 && (nh != nt || memcmp(keep, lt, nt) != 0 || noh != not +588))) {
			same = 0;
			break;
		}
		if (rch != 1)
			break;
		n++;
	}
	T_OK(same && n == 2517, "pixel html: the first block is the text file, line for line (%d)",
	     n);
out:
	ftrace_text_reader_close(rh);
	ftrace_text_reader_close(rt);
	if (fh)
		fclose(fh);
	if (ft)
		fclose(ft);
}

struct juno_check {
	int freq[3]; /* 450000, 800000, 850000 */
	int idle[4]; /* 0, 1, 2, 4294967295 */
	int switch_full;
	int devlib_marks;
};

static int juno_each(void *arg, const struct ftrace_line *l)
{
	struct juno_check *c = arg;
	const struct text_event *ev = &l->ev;
	const char *st = field("state");

	if (ev->name_len == 13 && !memcmp(ev->name, "cpu_frequency", 13) && st) {
		c->freq[0] += !strcmp(st, "450000");
		c->freq[1] += !strcmp(st, "800000");
		c->freq[2] += !strcmp(st, "850000");
	} else if (ev->name_len == 8 && !memcmp(ev->name, "cpu_idle", 8) && st) {
		c->idle[0] += !strcmp(st, "0");
		c->idle[1] += !strcmp(st, "1");
		c->idle[2] += !strcmp(st, "2");
		c->idle[3] += !strcmp(st, "4294967295");
	} else if (ev->name_len == 12 && !memcmp(ev->name, "sched_switch", 12)) {
		c->switch_full += ev->nfields == 7 && field("prev_comm") && field("prev_pid") &&
				  field("prev_prio") && field("prev_state") && field("next_comm") &&
				  field("next_pid") && field("next_prio");
	} else if (ev->name_len == 5 && !memcmp(ev->name, "print", 5)) {
		c->devlib_marks += ev->nfields == -1 && memmem(ev->payload, (size_t)ev->payload_len,
							       "cpu_frequency_devlib:", 21) != NULL;
	}
	return 0;
}

static void test_juno(void)
{
	static const struct count want[] = {
	    {"sched_load_cfs_rq", 2437},
	    {"cpu_idle", 474},
	    {"sched_switch", 399},
	    {"sched_load_se", 364},
	    {"sched_migrate_task", 28},
	    {"cpu_frequency", 16},
	    {"print", 6},
	};
	struct juno_check c;
	struct tally t;
	char path[PATH_MAX + 64];

	memset(&c, 0, sizeof(c));
	snprintf(path, sizeof(path), "%s/juno_r0_sched_load.trace-cmd-report.txt", fixtures);
	T_EQ_INT(tally_file(path, &t, juno_each, &c), 0, "juno report: read");
	expect_counts("juno report", &t, want, 7);
	T_EQ_INT(t.kinds[FTL_COMMENT], 1, "juno report: the cpus= line");
	T_OK(t.first_ts == 2084021443000ULL && t.last_ts == 2084449525000ULL,
	     "juno report: spans 2084.021443 - 2084.449525");
	T_OK(c.freq[0] == 6 && c.freq[1] == 2 && c.freq[2] == 8,
	     "juno report: cpu_frequency 450000 x6, 800000 x2, 850000 x8");
	T_OK(c.idle[0] == 122 && c.idle[1] == 62 && c.idle[2] == 53 && c.idle[3] == 237,
	     "juno report: cpu_idle 0 x122, 1 x62, 2 x53, 4294967295 x237");
	T_EQ_INT(c.switch_full, 399,
		 "juno report: every sched_switch plugin print has its 7 fields");
	T_EQ_INT(c.devlib_marks, 6, "juno report: devlib markers stay print, payload raw");
}

static void test_small_fixture(const char *file, const struct count *want, int nwant, int comments,
			       int lost)
{
	char path[PATH_MAX + 64];
	struct tally t;

	snprintf(path, sizeof(path), "%s/%s", fixtures, file);
	T_EQ_INT(tally_file(path, &t, NULL, NULL), 0, "%s: read", file);
	expect_counts(file, &t, want, nwant);
	T_EQ_INT(t.kinds[FTL_COMMENT], comments, "%s: comment lines", file);
	T_EQ_INT(t.kinds[FTL_LOST], lost, "%s: lost-event lines", file);
}

/* the juno report through a pipe, head read first as import does with "-" */
static void test_pipe(void)
{
	char cmd[PATH_MAX + 160], head[4096], path[PATH_MAX + 64];
	struct ftrace_text_reader *r;
	struct tally t, tp;
	const char *line;
	size_t len, hl;
	unsigned long no;
	FILE *p;

	snprintf(path, sizeof(path), "%s/juno_r0_sched_load.trace-cmd-report.txt", fixtures);
	snprintf(cmd, sizeof(cmd), "cat '%s'", path);
	p = popen(cmd, "r");
	if (!p) {
		T_SKIP("pipe: popen: %s", strerror(errno));
		return;
	}
	memset(&tp, 0, sizeof(tp));
	hl = fread(head, 1, sizeof(head), p);
	r = ftrace_text_reader_open_head(p, ftrace_detect(head, hl), head, hl);
	while (r && ftrace_text_reader_next(r, &line, &len, &no) == 1)
		tally_line(&tp, line, len);
	ftrace_text_reader_close(r);
	T_EQ_INT(pclose(p), 0, "pipe: cat exits 0");
	tally_file(path, &t, NULL, NULL);
	T_OK(r && tp.lines == t.lines && tp.lines == 3725 &&
		 tp.kinds[FTL_EVENT] == t.kinds[FTL_EVENT] && tp.kinds[FTL_BAD] == 0,
	     "pipe: the same %d lines as from the file", tp.lines);
}

static void test_fixtures(void)
{
	static const struct count amd[] = {{"amd_pstate_perf", 7}};
	static const struct count intel[] = {{"pstate_sample", 1}, {"cpu_frequency", 1}};

	if (!*fixtures)
		return;
	test_pixel("pixel2_youtube_schedutil.systrace.txt", "pixel text");
	test_pixel("pixel2_youtube_schedutil.systrace.html", "pixel html");
	test_pixel_html_lines();
	test_juno();
	test_small_fixture("kernel_doc_amd_pstate_perf.txt", amd, 1, 11, 0);
	test_small_fixture("kernel_doc_intel_pstate_sample.txt", intel, 2, 0, 0);
	test_pipe();
}

/* ---- tests/fixtures/text and fuzz/regress/text --------------------------- */

static void test_own_fixtures(void)
{
	static const struct count tc[] = {
	    {"sched_switch", 4},
	    {"sched_wakeup", 2},
	    {"sched_wakeup_new", 1},
	    {"cpu_frequency", 2},
	    {"print", 2},
	    {"workqueue_queue_work", 1},
	    {"workqueue_execute_start", 1},
	    {"workqueue_execute_end", 1},
	    {"cpu_idle", 1},
	};
	static const struct count kt[] = {
	    {"sched_switch", 2},
	    {"cpu_idle", 2},
	    {"tracing_mark_write", 2},
	    {"sched_kthread_work_queue_work", 1},
	    {"sched_kthread_work_execute_start", 1},
	    {"sched_kthread_work_execute_end", 1},
	    {"amd_pstate_perf", 1},
	    {"sched_waking", 1},
	};
	static const struct count sy[] = {
	    {"sched_switch", 1},
	    {"cpu_frequency", 1},
	    {"tracing_mark_write", 1},
	};
	char keep[PATH_MAX];

	memcpy(keep, fixtures, sizeof(keep));
	snprintf(fixtures, sizeof(fixtures), "tests/fixtures/text");
	test_small_fixture("trace_cmd_report.txt", tc, 9, 4, 2);
	test_small_fixture("kernel_trace_pipe.txt", kt, 8, 1, 1);
	test_small_fixture("mini.systrace.html", sy, 3, 2, 0);
	memcpy(fixtures, keep, sizeof(keep));
}

/*
 * lines_hash - a hash of every line the reader gives of @buf as @fmt (text,
 * number, cut), its first @head bytes handed over as an already read head
 * (as from a pipe) when @head is not 0
 */
static uint64_t lines_hash(const char *buf, size_t len, enum ftrace_format fmt, size_t head)
{
	uint64_t h = 1469598103934665603ULL;
	struct ftrace_text_reader *r;
	char first[64];
	const char *line;
	unsigned long no;
	size_t n, i;
	FILE *f;

	f = fmemopen((void *)buf, len, "r");
	if (!f)
		return 0;
	head = head ? fread(first, 1, head < sizeof(first) ? head : sizeof(first), f) : 0;
	r = head ? ftrace_text_reader_open_head(f, fmt, first, head) : ftrace_text_reader_open(f, fmt);
	while (r && ftrace_text_reader_next(r, &line, &n, &no) == 1) {
		for (i = 0; i < n; i++)
			h = (h ^ (unsigned char)line[i]) * 1099511628211ULL;
		h = (h ^ no) * 1099511628211ULL;
		h = (h ^ (uint64_t)ftrace_text_reader_cut(r)) * 1099511628211ULL;
	}
	ftrace_text_reader_close(r);
	fclose(f);
	return h;
}

/* every fuzzing regression input through everything the fuzz target runs */
static void test_regressions(void)
{
	DIR *d = opendir("fuzz/regress/text");
	struct dirent *de;
	int n = 0, differ = 0;

	if (!d) {
		T_SKIP("fuzz/regress/text: %s", strerror(errno));
		return;
	}
	while ((de = readdir(d))) {
		char path[PATH_MAX];
		static const enum ftrace_format fmts[] = {FMT_FTRACE_TEXT, FMT_SYSTRACE};
		size_t len = 0, i;
		char *buf;

		if (de->d_name[0] == '.')
			continue;
		snprintf(path, sizeof(path), "fuzz/regress/text/%s", de->d_name);
		buf = slurp(path, &len);
		if (!buf)
			continue;
		ftrace_detect(buf, len);
		ftrace_parse_line(buf, len, &L);
		for (i = 0; i < 2; i++) {
			uint64_t whole = lines_hash(buf, len, fmts[i], 0);
			struct got g;
			size_t k;

			read_mem(buf, len, fmts[i], &g, NULL);
			/* the same lines however the input comes in */
			for (k = 1; k <= 64 && k <= len; k++)
				if (lines_hash(buf, len, fmts[i], k) != whole) {
					printf("# %s: %s: other lines after a head of %zu bytes\n",
					       de->d_name, i ? "systrace" : "text", k);
					differ++;
					break;
				}
		}
		free(buf);
		n++;
	}
	closedir(d);
	T_OK(n > 0, "fuzz/regress/text: %d inputs parsed", n);
	T_EQ_INT(differ, 0, "fuzz/regress/text: the same lines whole and after every head of up "
		 "to 64 bytes");
}

int main(void)
{
	find_fixtures();
	compile_oracles();
	test_cases();
	test_too_many_fields();
	test_other_lines();
	test_lost();
	test_detect();
	test_reader();
	test_fixtures();
	test_own_fixtures();
	test_regressions();
	free_oracles();
	T_DONE();
}
