// SPDX-License-Identifier: GPL-2.0
/*
 * text.c - the report as text or markdown, 80 columns.  The values
 * the JSON has are read from the report's model (report/model.c), so the two
 * say the same; what only the text shows (rates, shares of CPU time, the
 * residency) comes from the analysis.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "findings/findings.h"
#include "pass/intmap.h"
#include "report/report.h"
#include "strbuf.h"

#define US(ns) ((double)(ns) / 1e3)
#define EXTREMES 3 /* CPUs shown at each end of a per-CPU ranking */

static const char *na(double v, char *buf, size_t n, const char *fmt)
{
	if (isnan(v))
		return "n/a";
	snprintf(buf, n, fmt, v);
	return buf;
}

static const char *group(unsigned long long v, char *buf, size_t n)
{
	return doc_group(v, buf, n);
}

/*
 * A table of distributions in microseconds, "us  n  p50  p90  p99  max",
 * a row each: the first column names the row (the table's subject in
 * @head), one without samples is left out.
 */
struct dist_row {
	const char *label;
	const struct dist_summary *s;
};

static void dist_table(struct doc *d, const char *head, const struct dist_row *rows, int n)
{
	const char *heads[] = { head, "n", "p50", "p90", "p99", "max" };
	int i, any = 0;

	for (i = 0; i < n; i++)
		any |= rows[i].s != NULL;
	if (!any)
		return;
	doc_table(d, 6, "lrrrrr", heads);
	for (i = 0; i < n; i++) {
		const struct dist_summary *s = rows[i].s;

		if (s)
			doc_row(d, "%s\t%llu\t%.1f\t%.1f\t%.1f\t%.1f", rows[i].label,
				(unsigned long long)s->count, US(s->p50), US(s->p90), US(s->p99),
				US(s->max));
	}
}

static const char *scope_text(const struct analysis *a, const struct rnode *m, char *buf,
			      size_t n)
{
	const struct run *r = a->run;
	unsigned long long tasks = (unsigned long long)rn_get_int(m, "run.workload.tasks");

	switch (a->scope) {
	case SCOPE_RECORDED:
		snprintf(buf, n, "the recorded command (pid %d) and its descendants: %llu tasks",
			 r->workload_pid, tasks);
		break;
	case SCOPE_COMM:
		snprintf(buf, n, "tasks whose comm matches /%s/: %llu", a->opts->comm_re, tasks);
		break;
	case SCOPE_PID:
		snprintf(buf, n, "pids given with --pid: %llu seen", tasks);
		break;
	case SCOPE_COMM_PID:
		snprintf(buf, n, "comm /%s/ or --pid: %llu tasks", a->opts->comm_re, tasks);
		break;
	default:
		snprintf(buf, n, "all tasks but idle (no --comm or --pid given)");
		break;
	}
	return buf;
}

/* str_or - @s, or @dflt when NULL */
static const char *str_or(const char *s, const char *dflt)
{
	return s ? s : dflt;
}

/* order_lines - events out of time order and rows with no time: what the
 * import saw, what the pass left out */
static void order_lines(const struct rnode *m, struct doc *d)
{
	const struct rnode *o = rn_get(m, "run.out_of_order");
	long long n = rn_get(o, "import_events") ? rn_get_int(o, "import_events") : -1;
	long long left = rn_get_int(o, "events_left_out");
	long long bad = rn_get_int(m, "run.ts_invalid_left_out");
	char g[32];

	if (n > 0)
		doc_kv(d, "time order", "%s events out of time order in the trace (import), up "
		       "to %.6f s back", group((unsigned long long)n, g, sizeof(g)),
		       rn_get_num(o, "import_max_backward_us") / 1e6);
	if (left)
		doc_kv(d, "left out", "%s events out of time order%s, up to %.6f s back: the "
		       "numbers below are of the events in time order",
		       group((unsigned long long)left, g, sizeof(g)),
		       n > 0 ? "" : n == 0 ? " (the import saw none: an edited database)" :
					    " (the database does not say)",
		       rn_get_num(o, "max_backward_us") / 1e6);
	if (bad)
		doc_kv(d, "left out", "%s rows whose ts is NULL, not an integer or negative",
		       group((unsigned long long)bad, g, sizeof(g)));
	bad = rn_get_int(m, "run.cpu_invalid_left_out");
	if (bad)
		doc_kv(d, "left out", "%s events naming a CPU past %d or below 0",
		       group((unsigned long long)bad, g, sizeof(g)), PT_MAX_CPUS - 1);
	bad = rn_get_int(m, "run.values_invalid_read_as_null");
	if (bad)
		doc_kv(d, "unknown", "%s values of numeric columns that are no integer (text, "
		       "a real, a blob): read as unknown", group((unsigned long long)bad, g, sizeof(g)));
	bad = rn_get_int(m, "run.span_left_out");
	if (bad)
		doc_kv(d, "left out", "%s events outside the span the import recorded (meta "
		       "t_start_ns to t_end_ns: an edited database)",
		       group((unsigned long long)bad, g, sizeof(g)));
	bad = rn_get_int(m, "run.cpu_attrs_invalid");
	if (bad)
		doc_kv(d, "unknown", "%s cpu attributes that cannot be (no integer, past 32 bits, "
		       "a perf level or frequency of 0 or less, a negative rate limit): read as "
		       "unknown",
		       group((unsigned long long)bad, g, sizeof(g)));
}

/* count_of - the count @key of @n, -1 when null or absent */
static long long count_of(const struct rnode *n, const char *key)
{
	n = rn_get(n, key);
	return n && n->kind == RN_INT ? n->i : -1;
}

/* import_lines - what the import left out of the trace */
static void import_lines(const struct rnode *m, struct doc *d)
{
	const struct rnode *im = rn_get(m, "run.import");
	long long n;
	char g[32];

	n = count_of(im, "lines_unparsed");
	if (n > 0)
		doc_kv(d, "left out", "%s lines of the trace the import could not read (meta "
		       "lines_unparsed): the numbers below are of the lines it read",
		       group((unsigned long long)n, g, sizeof(g)));
	n = count_of(im, "records_unreadable");
	if (n > 0)
		doc_kv(d, "left out", "%s trace records the import could not read (meta "
		       "records_unreadable)", group((unsigned long long)n, g, sizeof(g)));
	n = count_of(im, "values_invalid");
	if (n > 0)
		doc_kv(d, "unknown", "%s values the import could not store as what they are "
		       "(meta values_invalid): stored as NULL, read as unknown",
		       group((unsigned long long)n, g, sizeof(g)));
}

/* truncated_line - where a cut trace.dat ends, as the import found it */
static void truncated_line(const struct rnode *m, struct doc *d)
{
	const struct rnode *im = rn_get(m, "run.import");
	const char *cpus = rn_get_str(im, "truncated_cpus");
	struct strbuf sb = STRBUF_INIT;
	long long n;
	char g[32];

	n = count_of(im, "truncated_at_byte");
	if (n >= 0)
		sb_printf(&sb, "the file ends at byte %s", group((unsigned long long)n, g, sizeof(g)));
	n = count_of(im, "truncated_after_event");
	if (n >= 0)
		sb_printf(&sb, "%sread up to event %s", sb.len ? "; " : "",
			  group((unsigned long long)n, g, sizeof(g)));
	if (cpus)
		sb_printf(&sb, "%sthe data of CPU%s %s may end early", sb.len ? "; " : "",
			  strchr(cpus, ',') ? "s" : "", cpus);
	if (sb.len)
		doc_kv(d, "truncated", "%s", sb_cstr(&sb));
	sb_free(&sb);
}

/* result_text - a workload_result row in words: "time 0.523 s" */
static void result_text(const struct rnode *r, struct strbuf *sb)
{
	const char *unit = rn_get_str(r, "unit");
	double v = rn_get_num(r, "value");

	sb_printf(sb, "%s ", str_or(rn_get_str(r, "metric"), "(no name)"));
	if (isnan(v))
		sb_printf(sb, "not a number");
	else
		sb_printf(sb, "%.6g%s%s", v, unit && *unit ? " " : "", unit ? unit : "");
}

/* result_lines - the benchmark's own result, the figure compare takes,
 * and the other rows its output gave */
static void result_lines(const struct rnode *m, struct doc *d)
{
	const struct rnode *r = rn_get(m, "run.result"), *all = rn_get(m, "run.results"), *c;
	struct strbuf sb = STRBUF_INIT;
	const char *better;
	int others = 0;

	if (r && r->kind == RN_OBJECT) {
		better = rn_get_str(r, "better");
		result_text(r, &sb);
		if (better && (!strcmp(better, "higher") || !strcmp(better, "lower")))
			sb_printf(&sb, ", %s is better", better);
		if (!rn_get_int(r, "main"))
			sb_printf(&sb, " (the command's wall time: no figure of the benchmark's "
				       "own in its output)");
		doc_kv(d, "result", "%s", sb_cstr(&sb));
	} else {
		doc_kv(d, "result", "none: %s", all && all->child ?
			       "workload_result has no main row and no elapsed" :
			       "workload_result is empty (import --workload-log parses a "
			       "benchmark's output into it)");
	}
	sb_reset(&sb);
	for (c = all ? all->child : NULL; c; c = c->next) {
		if (r && r->kind == RN_OBJECT && c == all->child)
			continue; /* the result above */
		if (others++ == 8) {
			sb_printf(&sb, "; ...");
			break;
		}
		if (sb.len)
			sb_printf(&sb, "; ");
		result_text(c, &sb);
	}
	if (others)
		doc_kv(d, "also", "%s", sb_cstr(&sb));
	sb_free(&sb);
}

/* busy_line - the CPUs that ran the workload, which rates per busy CPU are over */
static void busy_line(const struct analysis *a, const struct rnode *m, struct doc *d)
{
	const struct rnode *w = rn_get(m, "run.workload");
	long long busy = rn_get_int(w, "busy_cpus");
	double share = 100.0 * rn_get_num(w, "busy_cpu_min_share");

	if (!a->nev[TBL_SCHED_SWITCH])
		return; /* who ran where is unknown: said under Idle */
	if (busy)
		doc_kv(d, "busy CPUs", "%lld of %d ran the workload %.0f%% of the time or more: "
		       "%s", busy, a->nr_sel, share, str_or(rn_get_str(w, "busy_cpu_list"), ""));
	else
		doc_kv(d, "busy CPUs", "none of %d ran the workload %.0f%% of the time: rates per "
		       "CPU are over all of them", a->nr_sel, share);
}

static void section_run(struct analysis *a, const struct rnode *m, struct doc *d)
{
	const struct run *r = a->run;
	const char *source = rn_get_str(m, "run.source"), *label = rn_get_str(m, "run.label");
	const char *bench = rn_get_str(m, "run.benchmark"), *kernel = rn_get_str(m, "run.kernel");
	const char *driver = rn_get_str(m, "run.driver"), *tracing = rn_get_str(m, "run.tracing");
	const char *status = rn_get_str(m, "run.amd_pstate_status");
	const struct rnode *ev;
	struct strbuf sb = STRBUF_INIT;
	long long total = 0, lost = rn_get_int(m, "run.lost_events");
	long long spool = rn_get_int(m, "run.spool_lost_events");
	char g[32], g2[32], buf[200];

	doc_section(d, "Run");
	doc_kv(d, "database", "%s", str_or(rn_get_str(m, "run.path"), ""));
	if (source && !strcmp(source, "record"))
		doc_kv(d, "source", "record%s%s%s%s", r->workload_cmd ? ": " : "",
		       str_or(r->workload_cmd, ""), r->workload_exit >= 0 ? ", exit status " : "",
		       r->workload_exit >= 0 ? (snprintf(buf, sizeof(buf), "%d", r->workload_exit), buf) : "");
	else
		doc_kv(d, "source", "%s", str_or(source, "unknown"));
	if (label || bench)
		doc_kv(d, "label", "%s%s%s%s%s%s", str_or(label, ""), bench ? (label ? ", " : "") : "",
		       str_or(bench, ""), r->param_name ? ", " : "", str_or(r->param_name, ""),
		       r->param_name ? (snprintf(buf, sizeof(buf), "=%s", r->param_value), buf) : "");
	result_lines(m, d);
	doc_kv(d, "kernel", "%s%s%s", str_or(kernel, "unknown"), r->hostname ? " on " : "",
	       str_or(r->hostname, ""));
	doc_kv(d, "CPUs", "%lld%s%s", rn_get_int(m, "run.nr_cpus"), r->cpu_model ? ", " : "",
	       str_or(r->cpu_model, ""));
	doc_kv(d, "driver", "%s%s%s%s", str_or(driver, "none"), status ? " (" : "", str_or(status, ""),
	       status ? ")" : "");
	if (a->fast_switch_true + a->fast_switch_false)
		doc_kv(d, "mode", "fast_switch %s in %.1f%% of amd_pstate_perf events%s",
		       a->fast_switch_true >= a->fast_switch_false ? "true" : "false",
		       100.0 * (double)(a->fast_switch_true >= a->fast_switch_false ?
						a->fast_switch_true : a->fast_switch_false) /
			       (double)(a->fast_switch_true + a->fast_switch_false),
		       a->fast_switch_false > a->fast_switch_true ?
			       " (no fast_switch: CPPC shared memory)" : "");
	doc_kv(d, "governor", "%s", str_or(rn_get_str(m, "run.governor"), "none"));
	doc_kv(d, "span", "%.3f s analysed%s", rn_get_num(m, "run.duration_s"),
	       (a->opts->from_s >= 0 || a->opts->to_s >= 0) ? " (--from/--to window)" : "");
	if (r->trace_window && r->win_end)
		doc_kv(d, "window", "traced from %.3f to %.3f s of the %.3f s run (record "
		       "--window %s): events, times, shares and energy below are of the "
		       "window; the results (workload_result, compare) of the whole run",
		       rn_get_num(m, "run.trace_window.start_s"),
		       rn_get_num(m, "run.trace_window.end_s"),
		       rn_get_num(m, "run.trace_window.run_s"), r->trace_window);
	else if (r->trace_window)
		doc_kv(d, "window", "never opened (record --window %s): the %.3f s run ended "
		       "first; no events", r->trace_window, rn_get_num(m, "run.trace_window.run_s"));
	if (r->traced_cpus)
		doc_kv(d, "traced", "CPUs %s only (record -C): the others are not analysed, "
		       "nor counted as idle; counters and energy of every CPU", r->traced_cpus);
	ev = rn_get(m, "run.events");
	for (ev = ev ? ev->child : NULL; ev; ev = ev->next) {
		if (!ev->i)
			continue;
		total += ev->i;
		sb_printf(&sb, "%s%s %s", sb.len ? ", " : "", ev->key,
			  group((unsigned long long)ev->i, g, sizeof(g)));
	}
	if (tracing && !strcmp(tracing, "counters-only") && !total)
		doc_kv(d, "events", "none: a light run (record --counters-only): the results "
				    "and counters only; a traced run of the same configuration "
				    "explains it");
	else
		doc_kv(d, "events", "%s: %s", group((unsigned long long)total, buf, sizeof(buf)),
		       sb_cstr(&sb));
	if (lost)
		doc_kv(d, "lost", "%s%s events%s%s%s%s: the numbers below undercount",
		       r->lost_unknown ? "at least " : "", group((unsigned long long)lost, g, sizeof(g)),
		       r->lost_unknown ? " (some losses were not counted)" : "",
		       spool ? " (" : "", spool ? group((unsigned long long)spool, g2, sizeof(g2)) : "",
		       spool ? " of them not written to the recorder's spool)" : "");
	else
		doc_kv(d, "lost", "none");
	import_lines(m, d);
	order_lines(m, d);
	if (rn_get_int(m, "run.interrupted"))
		doc_kv(d, "note", "the recording was interrupted");
	if (rn_get_int(m, "run.truncated")) {
		doc_kv(d, "note", "the trace file was truncated: only its readable part");
		truncated_line(m, d);
	}
	doc_kv(d, "workload", "%s", scope_text(a, m, buf, sizeof(buf)));
	busy_line(a, m, d);
	sb_free(&sb);
}

/* per_s - a rate in words: grouped digits from 100 up, else one decimal */
static const char *per_s(double v, char *buf, size_t n)
{
	if (isnan(v))
		return "n/a";
	if (v >= 100)
		return group((unsigned long long)llround(v), buf, n);
	snprintf(buf, n, "%.1f", v);
	return buf;
}

/* sugov_lines - the sugov:N kthreads' rate and share: over every CPU
 * analysed, and over the busy CPUs, which idle CPUs do not dilute */
static void sugov_lines(const struct rnode *m, struct doc *d)
{
	const struct rnode *s = rn_get(m, "governor.sugov");
	long long busy = rn_get_int(m, "run.workload.busy_cpus");
	double switch_ins = rn_get_num(s, "switch_ins");
	char b1[32], b2[32], b3[32], b4[16], b5[16];

	doc_kv(d, "sugov", "%s switch-ins/s, %s/s per CPU, %s%% of CPU time; %.1f%% of them "
			   "preempt a runnable workload task",
	       per_s(rn_get_num(s, "per_s"), b1, sizeof(b1)),
	       per_s(rn_get_num(s, "per_s_per_cpu"), b2, sizeof(b2)),
	       na(100.0 * rn_get_num(s, "on_cpu_share"), b4, sizeof(b4), "%.2f"),
	       100.0 * rn_get_num(s, "preempting_workload") / switch_ins);
	/* beside the average over every CPU when some are not busy */
	if (busy && busy < rn_get_int(m, "run.workload.cpus_analysed"))
		doc_kv(d, "", "on the %lld busy CPU%s: %s/s per busy CPU, %s%% of their time",
		       busy, busy > 1 ? "s" : "",
		       per_s(rn_get_num(s, "per_s_per_busy_cpu"), b3, sizeof(b3)),
		       na(100.0 * rn_get_num(s, "on_cpu_share_busy_cpus"), b5, sizeof(b5), "%.2f"));
}

static void section_governor(struct analysis *a, const struct rnode *m, struct doc *d)
{
	const struct rnode *g = rn_get(m, "governor");
	/* every update is a write of one path: the shares are of the updates */
	double total = rn_get_num(g, "updates");
	const char *path = str_or(rn_get_str(g, "path"), "unknown");
	const char *source = rn_get_str(g, "delay_source");
	long long items = rn_get_int(g, "items_with_workload_running");
	long long switch_ins = rn_get_int(g, "sugov.switch_ins");
	struct dist_row rows[2] = { { NULL, rn_get_dist(g, "delay_us") },
				    { "update interval", rn_get_dist(g, "interval_us") } };
	char buf[200], gr[32];

	doc_section(d, "Governor path and delay");
	if (!(total > 0)) {
		doc_kv(d, "updates", "none in this trace");
		return;
	}
	doc_kv(d, "updates", "%s frequency writes (%s)",
	       group((unsigned long long)total, gr, sizeof(gr)),
	       str_or(rn_get_str(g, "update_source"), "none"));
	snprintf(buf, sizeof(buf), "writes.%s", path);
	doc_kv(d, "path", "%s for %.1f%% of them (fast_switch %.1f%%, kthread %.1f%%, "
			  "workqueue %.1f%%, unknown %.1f%%)",
	       path, 100.0 * rn_get_num(g, buf) / total,
	       100.0 * rn_get_num(g, "writes.fast_switch") / total,
	       100.0 * rn_get_num(g, "writes.kthread") / total,
	       100.0 * rn_get_num(g, "writes.workqueue") / total,
	       100.0 * rn_get_num(g, "writes.unknown") / total);
	if (a->path == PATH_FAST || a->path == PATH_UNKNOWN)
		doc_kv(d, "delay", "none: %s", a->path == PATH_FAST ?
						  "written in scheduler context" : "the path is unknown");
	else if (!rows[0].s)
		doc_kv(d, "delay", "not measurable (no queue_work or sugov waking before writes)");
	else if (source && !strcmp(source, "sugov_waking"))
		doc_kv(d, "delay", "from the sugov waking to the frequency write");
	else
		doc_kv(d, "delay", "from queue_work to %s",
		       a->item_ends & 1u << a->path ? "the end of the write (the work item's end)"
						    : "the frequency write");
	if (items)
		doc_kv(d, "late", "%.1f%% of %lld requests a workload task queued were written "
				  "after it had blocked",
		       100.0 * (double)rn_get_int(g, "late_items") / (double)items, items);
	/* the one the analysis (rate-limit) goes by */
	if (a->rate_limit_us)
		doc_kv(d, "rate limit", "%llu us (schedutil rate_limit_us)",
		       (unsigned long long)a->rate_limit_us);
	if (switch_ins)
		sugov_lines(m, d);
	rows[0].label = source && !strcmp(source, "sugov_waking") ? "delay (sugov waking)" :
								    "delay (queue_work)";
	dist_table(d, "us", rows, 2);
}

struct cpu_rank {
	const struct rnode *cpu;
	double key;
};

static int cmp_rank(const void *x, const void *y)
{
	const struct cpu_rank *a = x, *b = y;

	if (a->key != b->key)
		return a->key < b->key ? -1 : 1;
	return (int)(rn_get_int(a->cpu, "cpu") - rn_get_int(b->cpu, "cpu"));
}

static void cpu_row(const struct rnode *c, struct doc *d)
{
	double req = rn_get_num(c, "requested_ratio"), del = rn_get_num(c, "delivered_ratio");
	char b1[16], b2[16], b3[16], b4[16];

	doc_row(d, "%lld\t%s\t%s\t%s\t%s\t%lld", rn_get_int(c, "cpu"),
		na(rn_get_num(c, "busy"), b1, sizeof(b1), "%.2f"), na(req, b2, sizeof(b2), "%.3f"),
		na(del, b3, sizeof(b3), "%.3f"), na(del / req, b4, sizeof(b4), "%.3f"),
		rn_get_int(c, "windows"));
}

/* implausible_lines - the windows left out as values that cannot be */
static void implausible_lines(const struct rnode *im, struct doc *d, const char *key)
{
	static const char *const what[NR_IMPLAUSIBLE] = {
		[IMPL_DELIVERED] = "delivered above the ceiling",
		[IMPL_BUSY] = "mperf above tsc (busy above 1)",
		[IMPL_COUNTER] = ("a negative aperf or mperf delta, or a tsc delta of 0 or "
				  "less (a counter that wrapped or restarted)"),
	};
	const struct rnode *k;
	char g[32];
	int i;

	for (i = 0; i < NR_IMPLAUSIBLE; i++) {
		k = rn_get(im, implausible_name((enum implausible_kind)i));
		if (!k || !rn_get_int(k, "windows"))
			continue;
		doc_kv(d, key, "%s windows left out of every share: %s; the first "
		       "on CPU %lld at %.6f s: %.4g", group((unsigned long long)rn_get_int(k, "windows"),
							       g, sizeof(g)),
		       what[i], rn_get_int(k, "cpu"), rn_get_num(k, "t_s"), rn_get_num(k, "value"));
	}
}

/* scale_lines - the ceiling every share is of, and where it came from */
static void scale_lines(const struct rnode *p, struct doc *d)
{
	const struct rnode *s = rn_get(p, "scale");
	double k = rn_get_num(s, "ceiling_khz");

	if (isnan(k))
		doc_kv(d, "scale", "%s", rn_get_str(s, "how"));
	else
		doc_kv(d, "scale", "shares of %.0f MHz, %s", k / 1e3, rn_get_str(s, "how"));
}

/* samples_lines - the counter windows of counter_sample: busy, Bzy_MHz and
 * Avg_MHz, what was left out */
static void samples_lines(const struct rnode *p, struct doc *d)
{
	const struct rnode *s = rn_get(p, "counter_sample");
	long long n = rn_get_int(s, "windows"), bad;
	char b1[16], b2[16], b3[16], g[32];

	if (!n)
		return; /* what was left out: under WHAT THIS TRACE CANNOT TELL */
	doc_kv(d, "sampled", "busy %s  Bzy_MHz %s  Avg_MHz %s over %s counter_sample windows",
	       na(rn_get_num(s, "busy"), b1, sizeof(b1), "%.3f"),
	       na(rn_get_num(s, "bzy_khz") / 1e3, b2, sizeof(b2), "%.0f"),
	       na(rn_get_num(s, "avg_khz") / 1e3, b3, sizeof(b3), "%.0f"),
	       group((unsigned long long)n, g, sizeof(g)));
	if (strcmp(rn_get_str(p, "window_source") ? rn_get_str(p, "window_source") : "",
		   "counter_sample") != 0)
		doc_kv(d, "", "requested %s  delivered %s of them (the driver's own beside)",
		       na(rn_get_num(s, "requested_ratio"), b1, sizeof(b1), "%.3f"),
		       na(rn_get_num(s, "delivered_ratio"), b2, sizeof(b2), "%.3f"));
	bad = rn_get_int(s, "incomplete") + rn_get_int(s, "invalid") + rn_get_int(s, "out_of_order");
	if (bad)
		doc_kv(d, "", "left out: %lld readings without all of aperf, mperf, tsc, %lld rows "
			      "no number, %lld out of order", rn_get_int(s, "incomplete"),
		       rn_get_int(s, "invalid"), rn_get_int(s, "out_of_order"));
	implausible_lines(rn_get(s, "implausible"), d, "implausible");
}

/* policy_lines - active mode or HWP: no per-update request, the policy
 * the hardware picks within, and what the busy time delivered under it */
static void policy_lines(const struct rnode *p, struct doc *d)
{
	const struct rnode *n = rn_get(p, "policy"), *e;
	const char *src = rn_get_str(n, "source");
	char b1[16], b2[16], b3[16], b4[16];
	struct strbuf sb = STRBUF_INIT;

	if (!src)
		return;
	if (!strcmp(src, "amd_pstate_epp_perf"))
		doc_kv(d, "policy", "no per-update requests: the hardware picks within EPP and "
				    "min/max_perf; amd_pstate_epp_perf: %lld events, %lld "
				    "change%s on %lld CPUs", rn_get_int(n, "events"),
		       rn_get_int(n, "changes"), rn_get_int(n, "changes") == 1 ? "" : "s",
		       rn_get_int(n, "cpus"));
	else
		doc_kv(d, "policy", "no per-update requests: the hardware picks within EPP and "
				    "the limits; of the cpu table at record start (no "
				    "amd_pstate_epp_perf: the policy over time not seen)");
	e = rn_get(n, "epp_strings");
	for (e = e ? e->child : NULL; e; e = e->next)
		sb_printf(&sb, "%s%s (%lld CPU%s)", sb.len ? ", " : "", rn_get_str(e, "epp"),
			  rn_get_int(e, "cpus"), rn_get_int(e, "cpus") > 1 ? "s" : "");
	doc_kv(d, "EPP", "%s time-weighted; sysfs at start: %s",
	       na(rn_get_num(n, "epp"), b1, sizeof(b1), "%.0f"), sb.len ? sb_cstr(&sb) : "n/a");
	sb_free(&sb);
	doc_kv(d, "limits", "min_perf %s (%s MHz)  max_perf %s (%s MHz), time-weighted",
	       na(rn_get_num(n, "min_perf_share"), b1, sizeof(b1), "%.3f"),
	       na(rn_get_num(n, "min_perf_khz") / 1e3, b2, sizeof(b2), "%.0f"),
	       na(rn_get_num(n, "max_perf_share"), b3, sizeof(b3), "%.3f"),
	       na(rn_get_num(n, "max_perf_khz") / 1e3, b4, sizeof(b4), "%.0f"));
	doc_kv(d, "under it", "busy time limited %s: delivered %s (%s MHz); the rest %s",
	       na(100 * rn_get_num(n, "busy_limited_share"), b1, sizeof(b1), "%.0f%%"),
	       na(rn_get_num(n, "limited_delivered_ratio"), b2, sizeof(b2), "%.3f"),
	       na(rn_get_num(n, "limited_delivered_khz") / 1e3, b3, sizeof(b3), "%.0f"),
	       na(rn_get_num(n, "free_delivered_ratio"), b4, sizeof(b4), "%.3f"));
	doc_kv(d, "requested", "not available: none per update (max_perf is a limit, not a "
			       "request)");
}

static void section_perf(const struct rnode *m, struct doc *d)
{
	static const char *const heads[] = { "CPU", "busy", "requested", "delivered", "del/req",
					     "windows" };
	const struct rnode *p = rn_get(m, "perf"), *c, *cpus = rn_get(p, "per_cpu");
	double req = rn_get_num(p, "requested_ratio"), del = rn_get_num(p, "delivered_ratio");
	long long windows = rn_get_int(p, "windows");
	struct cpu_rank *rank;
	int i, n = 0, unranked = 0, ncpus = 0;
	char b1[16], b2[16], b3[16], g[32];

	doc_section(d, "Requested vs delivered performance");
	scale_lines(p, d);
	implausible_lines(rn_get(p, "implausible"), d, "implausible");
	samples_lines(p, d);
	policy_lines(p, d);
	if (!windows) {
		doc_kv(d, "overall", "not available: no counter windows (amd_pstate_perf with "
				     "aperf/mperf, pstate_sample, or msr/aperf, mperf and tsc in "
				     "counter_sample)");
		return;
	}
	doc_kv(d, "overall", "requested %s  delivered %s  delivered/requested %s",
	       na(req, b1, sizeof(b1), "%.3f"), na(del, b2, sizeof(b2), "%.3f"),
	       na(rn_get_num(p, "delivered_over_requested"), b3, sizeof(b3), "%.3f"));
	doc_kv(d, "in MHz", "requested %s  delivered %s",
	       na(rn_get_num(p, "requested_khz") / 1e3, b1, sizeof(b1), "%.0f"),
	       na(rn_get_num(p, "delivered_khz") / 1e3, b2, sizeof(b2), "%.0f"));
	doc_kv(d, "how", "shares of the ceiling, busy-weighted (mperf) over %s windows of %s",
	       group((unsigned long long)windows, g, sizeof(g)), rn_get_str(p, "window_source"));
	for (c = cpus ? cpus->child : NULL; c; c = c->next)
		ncpus++;
	rank = calloc(ncpus ? ncpus : 1, sizeof(*rank));
	if (!rank)
		return;
	/* ranked by delivered/requested: a CPU without it (its highest_perf or
	 * nominal_perf unknown) is left out, not ranked by something else */
	for (c = cpus ? cpus->child : NULL; c; c = c->next) {
		double key = rn_get_num(c, "delivered_ratio") / rn_get_num(c, "requested_ratio");

		if (!rn_get_int(c, "windows"))
			continue;
		if (!isfinite(key)) {
			unranked++;
			continue;
		}
		rank[n].cpu = c;
		rank[n++].key = key;
	}
	qsort(rank, n, sizeof(*rank), cmp_rank);
	if (unranked)
		doc_kv(d, "left out", "%d CPU%s with windows but no delivered/requested "
				      "(no request seen, or the scale not known)",
		       unranked, unranked > 1 ? "s" : "");
	if (!n) {
		free(rank);
		return;
	}
	/* the median: nearest rank, the ceil(n/2)-th smallest */
	if (n > 2 * EXTREMES + 2)
		doc_kv(d, "per CPU", "%d CPUs with delivered/requested; min %.3f median %.3f max "
				     "%.3f; the %d lowest and highest:",
		       n, rank[0].key, rank[(n - 1) / 2].key, rank[n - 1].key, EXTREMES);
	doc_table(d, 6, "rrrrrr", heads);
	for (i = 0; i < n; i++) {
		if (n > 2 * EXTREMES + 2 && i == EXTREMES)
			doc_row(d, "...\t\t\t\t\t");
		if (n > 2 * EXTREMES + 2 && i >= EXTREMES && i < n - EXTREMES)
			continue;
		cpu_row(rank[i].cpu, d);
	}
	free(rank);
}

struct level {
	int64_t level;
	uint64_t ns;
};

static int collect_level(uint64_t key, void *value, void *arg)
{
	struct level **p = arg;

	(*p)->level = (int64_t)key;
	(*p)->ns = *(uint64_t *)value;
	(*p)++;
	return 0;
}

static int cmp_level_ns(const void *x, const void *y)
{
	const struct level *a = x, *b = y;

	return a->ns < b->ns ? 1 : a->ns > b->ns ? -1 : 0;
}

static void section_residency(struct analysis *a, struct doc *d)
{
	static const char *const heads[] = { "request", "busy time", "share" };
	size_t n = intmap_len(a->residency), i;
	struct level *lv, *p;
	uint64_t total = 0, shown = 0;

	doc_section(d, "Residency (busy time by request)");
	if (!n && a->requests && !a->nev[TBL_SCHED_SWITCH])
		doc_kv(d, "requests", "%llu frequency requests, but busy time is unknown: the "
				      "trace has no %s events", (unsigned long long)a->requests,
		       evmap_tables[TBL_SCHED_SWITCH].event);
	else if (!n && a->requests)
		doc_kv(d, "requests", "%llu frequency requests, no busy time at a known request",
		       (unsigned long long)a->requests);
	else if (!n)
		doc_kv(d, "requests", "no frequency requests in this trace");
	if (!n)
		return;
	lv = calloc(n, sizeof(*lv));
	if (!lv)
		return;
	p = lv;
	intmap_each(a->residency, collect_level, &p);
	qsort(lv, n, sizeof(*lv), cmp_level_ns);
	for (i = 0; i < n; i++)
		total += lv[i].ns;
	doc_kv(d, "unit", "%s; busy = a task other than idle ran",
	       a->req_source == REQ_AMD ? "amd-pstate target_perf (des_perf)" :
	       a->req_source == REQ_FREQ ? "cpu_frequency state, kHz" : "intel_pstate P-state");
	doc_table(d, 3, "rrr", heads);
	for (i = 0; i < n && i < 8; i++) {
		doc_row(d, "%lld\t%.3f s\t%.1f%%", (long long)lv[i].level, (double)lv[i].ns / 1e9,
			total ? 100.0 * (double)lv[i].ns / (double)total : 0);
		shown += lv[i].ns;
	}
	if (n > 8)
		doc_row(d, "%zu others\t%.3f s\t%.1f%%", n - 8, (double)(total - shown) / 1e9,
			total ? 100.0 * (double)(total - shown) / (double)total : 0);
	free(lv);
}

/* state_name - the name of idle state @k from the model's idle.states
 * (the snapshot's), "state K" when it has none */
static const char *state_name(const struct rnode *m, int k, char *buf, size_t n)
{
	const struct rnode *st = rn_get(m, "idle.states"), *e;

	for (e = st ? st->child : NULL; e; e = e->next)
		if (rn_get_int(e, "state") == k && rn_get_str(e, "name"))
			return rn_get_str(e, "name");
	snprintf(buf, n, "state %d", k);
	return buf;
}

/* latency_by_cstate - the wakeup latency by what the CPU the task was
 * woken to was doing at the waking: in idle state K (its name), or not */
static void latency_by_cstate(const struct rnode *m, struct doc *d)
{
	static const char *const others[] = { [CS_OTHER - NR_CSTATES] = "state >= 10",
					      [CS_RUNNING - NR_CSTATES] = "running a task",
					      [CS_NO_STATE - NR_CSTATES] = "idle, no state",
					      [CS_UNKNOWN - NR_CSTATES] = "not known yet" };
	struct dist_row rows[NR_CS_AT];
	char labels[NR_CSTATES][48], key[64], nm[32];
	int k, any = 0;

	for (k = 0; k < NR_CS_AT; k++) {
		snprintf(key, sizeof(key), "latency.by_idle_state.%s", cstate_at_name(k));
		rows[k].s = rn_get_dist(m, key);
		any |= k < NR_CSTATES && rows[k].s;
		if (k < NR_CSTATES) {
			snprintf(labels[k], sizeof(labels[k]), "in %.30s", state_name(m, k, nm,
										sizeof(nm)));
			rows[k].label = labels[k];
		} else {
			rows[k].label = others[k - NR_CSTATES];
		}
	}
	if (!any)
		return; /* no wakeup found its CPU in an idle state: no cpu_idle events */
	doc_text(d, "by what the CPU it was woken to was doing at the waking (cpu_idle, "
		    "sched_switch), us:");
	dist_table(d, "target CPU", rows, NR_CS_AT);
}

static void section_latency(const struct rnode *m, struct doc *d)
{
	const struct rnode *l = rn_get(m, "latency");
	const char *source = rn_get_str(l, "source");
	struct dist_row rows[NR_BANDS + 1] = {
		{ "wakeup latency", rn_get_dist(l, "wakeup_us") },
		{ "to update, local", rn_get_dist(l, "local_update_delay_us") },
		{ "to update, remote", rn_get_dist(l, "remote_update_delay_us") },
	};
	long long untraced = rn_get_int(l, "untraced_switch_in");
	char g1[32], g2[32], key[64];
	int b, k;

	doc_section(d, "Wakeup latency of workload tasks");
	if (!rows[0].s) {
		doc_kv(d, "all", "no wakeups measured");
		return;
	}
	if (source && !strcmp(source, evmap_tables[TBL_SCHED_WAKEUP].event))
		doc_kv(d, "how", "%s (the trace has no %s) to the task's next switch-in; "
				 "nearest-rank percentiles",
		       source, evmap_tables[TBL_SCHED_WAKING].event);
	else
		doc_kv(d, "how", "%s to the task's next switch-in; nearest-rank percentiles",
		       evmap_tables[TBL_SCHED_WAKING].event);
	doc_kv(d, "enqueued", "%s on the CPU that woke it or by an IPI to its own, %s "
			      "from another CPU",
	       group((unsigned long long)rn_get_int(l, "local_enqueue"), g1, sizeof(g1)),
	       group((unsigned long long)rn_get_int(l, "remote_enqueue"), g2, sizeof(g2)));
	if (untraced)
		doc_kv(d, "left out", "%s wakings of tasks switched out with no switch-in traced "
				      "since", group((unsigned long long)untraced, g1, sizeof(g1)));
	if (rows[1].s || rows[2].s)
		doc_kv(d, "to update", "from the switch-in to its CPU's next update, by where the "
				       "task was enqueued");
	dist_table(d, "us", rows, 3);
	for (k = 0; k < 2; k++) {
		const char *what = k ? "delivered" : "requested";
		int any = 0;

		for (b = 0; b <= NR_BANDS; b++) {
			snprintf(key, sizeof(key), "by_%s_band.%s", what, band_name(b));
			rows[b].label = b == BAND_NONE ? (k ? "no window" : "no request yet") :
							 band_label(b);
			rows[b].s = rn_get_dist(l, key);
			any |= b < NR_BANDS && rows[b].s;
		}
		if (!any)
			continue;
		doc_text(d, "by the %s performance of the CPU it ran on (share of the ceiling), us:",
			 what);
		dist_table(d, what, rows, NR_BANDS + 1);
	}
	latency_by_cstate(m, d);
}

/* us_range - "350", "350-400" (the CPUs differ), "-" when not said */
static const char *us_range(const struct rnode *e, const char *lo, const char *hi, char *buf,
			    size_t n)
{
	const struct rnode *a = rn_get(e, lo), *b = rn_get(e, hi);

	if (!a || a->kind != RN_INT)
		return "-";
	if (b && b->kind == RN_INT && b->i != a->i)
		snprintf(buf, n, "%lld-%lld", a->i, b->i);
	else
		snprintf(buf, n, "%lld", a->i);
	return buf;
}

/* cstate_lines - time and entries per idle state, with the snapshot's
 * names, exit latencies and target residencies */
static void cstate_lines(const struct rnode *m, struct doc *d)
{
	static const char *const heads[] = { "state", "name", "exit us", "target us", "time",
					     "entries", "mean us" };
	const struct rnode *idle = rn_get(m, "idle"), *st = rn_get(idle, "states"), *e;
	const char *drv = rn_get_str(idle, "cpuidle_driver");
	const char *gov = rn_get_str(idle, "cpuidle_governor");
	double unknown = rn_get_num(idle, "unknown_state_us");
	long long other = rn_get_int(idle, "other_states.entries");
	char b1[16], b2[16], b3[64], g[32], nm[32];
	int snap = 0, any = 0;

	for (e = st ? st->child : NULL; e; e = e->next) {
		snap |= rn_get_int(e, "cpus") > 0;
		any |= rn_get_int(e, "entries") > 0;
	}
	if (!any && !(unknown > 0))
		return;
	if (snap)
		doc_kv(d, "states", "names, exit latency and target residency from the snapshot "
		       "(cpuidle_state%s%s%s%s)", drv ? ", " : "", str_or(drv, ""), gov ? ", " : "",
		       str_or(gov, ""));
	else
		doc_kv(d, "states", "by the index cpu_idle gives: the run has no snapshot of "
		       "their names (cpuidle_state; an import, or no cpuidle)");
	doc_table(d, 7, "rlrrrrr", heads);
	for (e = st ? st->child : NULL; e; e = e->next) {
		long long n = rn_get_int(e, "entries");
		double t = rn_get_num(e, "time_us");
		int k = (int)rn_get_int(e, "state");

		snprintf(b3, sizeof(b3), "%s%s", state_name(m, k, nm, sizeof(nm)),
			 rn_get_int(e, "disabled_cpus") ? " (off)" : "");
		doc_row(d, "%d\t%s\t%s\t%s\t%.1f%%\t%s\t%s", k, b3,
			us_range(e, "latency_us", "latency_max_us", b1, sizeof(b1)),
			us_range(e, "target_residency_us", "target_residency_max_us", b2, sizeof(b2)),
			100.0 * rn_get_num(e, "share"), group((unsigned long long)n, g, sizeof(g)),
			n ? (snprintf(nm, sizeof(nm), "%.1f", t / (double)n), nm) : "-");
	}
	if (other)
		doc_row(d, ">= %d\t\t-\t-\t%.1f%%\t%s\t%.1f", NR_CSTATES,
			100.0 * rn_get_num(idle, "other_states.share"),
			group((unsigned long long)other, g, sizeof(g)),
			rn_get_num(idle, "other_states.time_us") / (double)other);
	if (unknown > 0)
		doc_row(d, "?\tnot said\t-\t-\t%.1f%%\t-\t-",
			100.0 * rn_get_num(idle, "unknown_state_share"));
	if (unknown > 0)
		doc_text(d, "?: CPUs idle from the start of the window to their first cpu_idle "
		     "event, an exit, in a state no event names.");
}

static void section_idle(struct analysis *a, const struct rnode *m, struct doc *d)
{
	const char *idle_ev = evmap_tables[TBL_CPU_IDLE].event;
	uint64_t idle = 0, entries = 0, busy = 0, busy_on = 0, wl_on = 0;
	double cpu_s, busy_s = a->span_s * a->nr_busy;
	int i;

	doc_section(d, "Idle");
	for (i = 0; i < a->ncpus; i++) {
		idle += a->cpus[i].idle_ns;
		entries += a->cpus[i].idle_entries;
		busy += a->cpus[i].busy_ns;
		if (busy_cpu(a, i)) {
			busy_on += a->cpus[i].busy_ns;
			wl_on += a->cpus[i].wl_ns;
		}
	}
	cpu_s = a->span_s * a->nr_sel;
	if (!(cpu_s > 0)) {
		doc_kv(d, "busy", "n/a: the window holds no CPU time");
		return;
	}
	if (!a->nev[TBL_SCHED_SWITCH])
		doc_kv(d, "busy", "unknown: the trace has no %s events",
		       evmap_tables[TBL_SCHED_SWITCH].event);
	else
		doc_kv(d, "busy", "%.1f%% of CPU time ran a task other than idle (%s)",
		       100.0 * (double)busy / 1e9 / cpu_s, evmap_tables[TBL_SCHED_SWITCH].event);
	if (a->nev[TBL_SCHED_SWITCH] && a->nr_busy && a->nr_busy < a->nr_sel)
		doc_kv(d, "", "on the %d busy CPU%s: %.1f%% busy, %.1f%% the workload", a->nr_busy,
		       a->nr_busy > 1 ? "s" : "", 100.0 * (double)busy_on / 1e9 / busy_s,
		       100.0 * (double)wl_on / 1e9 / busy_s);
	if (entries)
		doc_kv(d, idle_ev, "%.1f%% of CPU time in idle states, %llu entries, mean "
				   "%.1f us", 100.0 * (double)idle / 1e9 / cpu_s,
		       (unsigned long long)entries, US(idle) / (double)entries);
	else
		doc_kv(d, idle_ev, "no %s events", idle_ev);
	cstate_lines(m, d);
}

static void section_energy(struct analysis *a, const struct rnode *m, struct doc *d)
{
	const struct rnode *e = rn_get(m, "energy");

	doc_section(d, "Energy");
	if (!e || e->kind != RN_OBJECT) {
		doc_kv(d, "energy", "not available: %s",
		       str_or(a->run->counters, "no energy counters in this run"));
		return;
	}
	doc_kv(d, "energy", "%.3f J over %.3f s (%s)", rn_get_num(e, "joules"),
	       rn_get_num(e, "span_s"), str_or(rn_get_str(e, "counter"), ""));
	doc_kv(d, "power", "%.2f W average", rn_get_num(e, "avg_watts"));
}

static void section_findings(const struct rnode *m, struct doc *d)
{
	const struct rnode *fs = rn_get(m, "findings"), *f, *e;
	const struct rnode *notes = rn_get(m, "not_available");
	struct strbuf sb = STRBUF_INIT;
	char mark[16], v[48];
	int i = 0;

	doc_section(d, "Findings");
	if (!fs || !fs->child)
		doc_text(d, "None of the known mechanisms shows in this trace.");
	for (f = fs ? fs->child : NULL; f; f = f->next) {
		snprintf(mark, sizeof(mark), "%d.", ++i);
		doc_item(d, mark, "%s [%s]", str_or(rn_get_str(f, "title"), ""),
			 str_or(rn_get_str(f, "id"), ""));
		sb_reset(&sb);
		e = rn_get(f, "evidence");
		for (e = e ? e->child : NULL; e; e = e->next)
			sb_printf(&sb, "%s%s %s", sb.len ? "; " : "", str_or(e->what, e->key),
				  metric_format(e->unit, e->d, v, sizeof(v)));
		doc_item(d, "  ", "evidence: %s", sb_cstr(&sb));
		doc_item(d, "  ", "why: %s", str_or(rn_get_str(f, "why"), ""));
	}
	if (notes && notes->child) {
		doc_section(d, "What this trace cannot tell");
		for (e = notes->child; e; e = e->next)
			doc_item(d, "-", "%s", str_or(e->s, ""));
	}
	sb_free(&sb);
}

void report_doc(struct analysis *a, const struct rnode *m, FILE *f, enum doc_format fmt)
{
	char title[300];
	struct doc *d;

	{
		/* the title stays on one line; the full path is in the Run section */
		const char *base = strrchr(a->run->path, '/');

		base = base ? base + 1 : a->run->path;
		snprintf(title, sizeof(title), "pstate-analyze report: %.*s", DOC_WIDTH - 26, base);
	}
	d = doc_new(title);
	if (!d)
		return;
	section_run(a, m, d);
	section_governor(a, m, d);
	section_perf(m, d);
	section_residency(a, d);
	section_latency(m, d);
	section_idle(a, m, d);
	section_energy(a, m, d);
	section_findings(m, d);
	doc_render(d, f, fmt);
	doc_free(d);
}
