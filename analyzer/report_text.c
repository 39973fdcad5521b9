// SPDX-License-Identifier: GPL-2.0
/*
 * report_text.c - the report as text or markdown, 80 columns.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "intmap.h"
#include "report.h"
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

/* group - 1234567 as "1,234,567" */
static const char *group(unsigned long long v, char *buf, size_t n)
{
	char tmp[32];
	int len, i, j = 0;

	len = snprintf(tmp, sizeof(tmp), "%llu", v);
	for (i = 0; i < len && j < (int)n - 1; i++) {
		if (i && (len - i) % 3 == 0 && j < (int)n - 2)
			buf[j++] = ',';
		buf[j++] = tmp[i];
	}
	buf[j] = '\0';
	return buf;
}

/* dist_line - "n 1,234  p50 12.0  p90 40.1  p99 80.0  max 210.5 us" */
static int dist_line(struct dist *d, char *buf, size_t n)
{
	struct dist_summary s;
	char g[32];

	if (dist_summarize(d, &s) < 0)
		return -1;
	snprintf(buf, n, "n %s  p50 %.1f  p90 %.1f  p99 %.1f  max %.1f us",
		 group(s.count, g, sizeof(g)), US(s.p50), US(s.p90), US(s.p99), US(s.max));
	return 0;
}

static const char *scope_text(const struct analysis *a, char *buf, size_t n)
{
	const struct run *r = a->run;

	switch (a->scope) {
	case SCOPE_RECORDED:
		snprintf(buf, n, "the recorded command (pid %d) and its descendants: %llu tasks",
			 r->workload_pid, (unsigned long long)a->workload_tasks);
		break;
	case SCOPE_COMM:
		snprintf(buf, n, "tasks whose comm matches /%s/: %llu", a->opts->comm_re,
			 (unsigned long long)a->workload_tasks);
		break;
	case SCOPE_PID:
		snprintf(buf, n, "pids given with --pid: %llu seen",
			 (unsigned long long)a->workload_tasks);
		break;
	case SCOPE_COMM_PID:
		snprintf(buf, n, "comm /%s/ or --pid: %llu tasks", a->opts->comm_re,
			 (unsigned long long)a->workload_tasks);
		break;
	default:
		snprintf(buf, n, "all tasks but idle (no --comm or --pid given)");
		break;
	}
	return buf;
}

static void section_run(struct analysis *a, struct doc *d)
{
	const struct run *r = a->run;
	struct table_count *tc = NULL;
	struct strbuf sb = STRBUF_INIT;
	long long total = 0;
	char g[32], buf[200], *spool_lost;
	int i, n;

	doc_section(d, "Run");
	doc_kv(d, "database", "%s", r->path);
	if (r->source && !strcmp(r->source, "record"))
		doc_kv(d, "source", "record%s%s%s%s", r->workload_cmd ? ": " : "",
		       r->workload_cmd ? r->workload_cmd : "",
		       r->workload_exit >= 0 ? ", exit status " : "",
		       r->workload_exit >= 0 ? (snprintf(buf, sizeof(buf), "%d", r->workload_exit), buf) : "");
	else
		doc_kv(d, "source", "%s", r->source ? r->source : "unknown");
	if (r->label || r->benchmark)
		doc_kv(d, "label", "%s%s%s%s%s%s", r->label ? r->label : "",
		       r->benchmark ? (r->label ? ", " : "") : "", r->benchmark ? r->benchmark : "",
		       r->param_name ? ", " : "", r->param_name ? r->param_name : "",
		       r->param_name ? (snprintf(buf, sizeof(buf), "=%s", r->param_value), buf) : "");
	doc_kv(d, "kernel", "%s%s%s", r->kernel ? r->kernel : "unknown",
	       r->hostname ? " on " : "", r->hostname ? r->hostname : "");
	doc_kv(d, "CPUs", "%d%s%s", r->nr_cpus, r->cpu_model ? ", " : "",
	       r->cpu_model ? r->cpu_model : "");
	doc_kv(d, "driver", "%s%s%s%s", r->driver ? r->driver : "none",
	       r->amd_status ? " (" : "", r->amd_status ? r->amd_status : "",
	       r->amd_status ? ")" : "");
	if (a->fast_switch_true + a->fast_switch_false)
		doc_kv(d, "mode", "fast_switch %s in %.1f%% of amd_pstate_perf events%s",
		       a->fast_switch_true >= a->fast_switch_false ? "true" : "false",
		       100.0 * (double)(a->fast_switch_true >= a->fast_switch_false ?
						a->fast_switch_true : a->fast_switch_false) /
			       (double)(a->fast_switch_true + a->fast_switch_false),
		       a->fast_switch_false > a->fast_switch_true ?
			       " (no fast_switch: CPPC shared memory)" : "");
	doc_kv(d, "governor", "%s", r->governor ? r->governor : "none");
	doc_kv(d, "span", "%.3f s analysed%s", a->span_s,
	       (a->opts->from_s >= 0 || a->opts->to_s >= 0) ? " (--from/--to window)" : "");
	n = report_table_counts(a, &tc);
	for (i = 0; i < n; i++) {
		if (!tc[i].count)
			continue;
		total += tc[i].count;
		sb_printf(&sb, "%s%s %s", sb.len ? ", " : "", tc[i].name,
			  group((unsigned long long)tc[i].count, g, sizeof(g)));
	}
	free(tc);
	if (r->light && !total)
		doc_kv(d, "events", "none: a light run (record --counters-only): the results "
				    "and counters only; a traced run of the same configuration "
				    "explains it");
	else
		doc_kv(d, "events", "%s: %s", group((unsigned long long)total, buf, sizeof(buf)),
		       sb_cstr(&sb));
	spool_lost = run_meta(r, "spool_lost_events");
	if (r->lost || r->lost_unknown || r->overrun)
		doc_kv(d, "lost", "%lld events%s%s (ring buffer overrun %lld%s%s%s): numbers "
				  "below undercount", r->lost, r->lost_unknown ? " and " : "",
		       r->lost_unknown ? "some of unknown number" : "", r->overrun,
		       spool_lost ? "; " : "", spool_lost ? spool_lost : "",
		       spool_lost ? " not written to the recorder's spool" : "");
	else
		doc_kv(d, "lost", "none");
	free(spool_lost);
	if (r->interrupted)
		doc_kv(d, "note", "the recording was interrupted");
	if (r->truncated)
		doc_kv(d, "note", "the trace file was truncated: only its readable part");
	doc_kv(d, "workload", "%s", scope_text(a, buf, sizeof(buf)));
	sb_free(&sb);
}

static void section_governor(struct analysis *a, struct doc *d)
{
	/* every update is a write of one path: the shares are of a->updates */
	double total = (double)a->updates;
	char buf[200], g[32];

	doc_section(d, "Governor path and delay");
	if (!a->updates) {
		doc_kv(d, "updates", "none in this trace");
		return;
	}
	doc_kv(d, "updates", "%s frequency writes (%s)", group(a->updates, g, sizeof(g)),
	       req_source_name(a->req_source));
	doc_kv(d, "path", "%s for %.1f%% of them (fast_switch %.1f%%, kthread %.1f%%, "
			  "workqueue %.1f%%, unknown %.1f%%)",
	       path_name(a->path), 100.0 * (double)a->path_writes[a->path] / total,
	       100.0 * (double)a->path_writes[PATH_FAST] / total,
	       100.0 * (double)a->path_writes[PATH_KTHREAD] / total,
	       100.0 * (double)a->path_writes[PATH_WORKQUEUE] / total,
	       100.0 * (double)a->path_writes[PATH_UNKNOWN] / total);
	if (a->path == PATH_FAST || a->path == PATH_UNKNOWN)
		doc_kv(d, "delay", "none: %s", a->path == PATH_FAST ?
						  "written in scheduler context" : "the path is unknown");
	else if (dist_line(a->delay, buf, sizeof(buf)) == 0)
		doc_kv(d, "delay", "%s -> write: %s",
		       a->delay_from_waking ? "sugov waking" : "queue_work", buf);
	else
		doc_kv(d, "delay", "not measurable (no queue_work or sugov waking before writes)");
	if (a->items_wl)
		doc_kv(d, "late", "%.1f%% of %llu requests a workload task queued were written "
				  "after it had blocked",
		       100.0 * (double)a->items_late / (double)a->items_wl,
		       (unsigned long long)a->items_wl);
	if (dist_line(a->interval, buf, sizeof(buf)) == 0)
		doc_kv(d, "interval", "between updates of a CPU: %s", buf);
	/* the one the analysis (rate-limit) goes by */
	if (a->rate_limit_us)
		doc_kv(d, "rate limit", "%llu us (schedutil rate_limit_us)",
		       (unsigned long long)a->rate_limit_us);
	if (a->sugov_switch_ins)
		doc_kv(d, "sugov", "%s switch-ins/s, %s%% of CPU time, %.1f%% of them "
				   "preempt a runnable workload task",
		       isnan(a->sugov_per_s) ? "n/a" :
					       group((unsigned long long)llround(a->sugov_per_s), g,
						     sizeof(g)),
		       na(100.0 * a->sugov_on_cpu_share, buf, sizeof(buf), "%.2f"),
		       100.0 * (double)a->sugov_preempt_wl / (double)a->sugov_switch_ins);
}

struct cpu_rank {
	int cpu;
	double key;
};

static int cmp_rank(const void *x, const void *y)
{
	const struct cpu_rank *a = x, *b = y;

	return a->key < b->key ? -1 : a->key > b->key ? 1 : a->cpu - b->cpu;
}

static void cpu_row(struct analysis *a, struct doc *d, int cpu)
{
	const struct cpu_stats *c = &a->cpus[cpu];
	double req = cpu_requested(c), del = cpu_delivered(c);
	char b1[16], b2[16], b3[16], b4[16];

	doc_row(d, "%d\t%s\t%s\t%s\t%s\t%llu", cpu, na(cpu_busy(c), b1, sizeof(b1), "%.2f"),
		na(req, b2, sizeof(b2), "%.3f"), na(del, b3, sizeof(b3), "%.3f"),
		na(del / req, b4, sizeof(b4), "%.3f"), (unsigned long long)c->windows);
}

static void section_perf(struct analysis *a, struct doc *d)
{
	static const char *const heads[] = { "CPU", "busy", "requested", "delivered", "del/req",
					     "windows" };
	double req = analysis_requested(a), del = analysis_delivered(a);
	struct cpu_rank *rank;
	int i, n = 0, unranked = 0;
	char b1[16], b2[16], b3[16], g[32];

	doc_section(d, "Requested vs delivered performance");
	if (!a->windows) {
		doc_kv(d, "overall", "not available: no counter windows (amd_pstate_perf with "
				     "aperf/mperf, or pstate_sample)");
		return;
	}
	doc_kv(d, "overall", "requested %s  delivered %s  delivered/requested %s",
	       na(req, b1, sizeof(b1), "%.3f"), na(del, b2, sizeof(b2), "%.3f"),
	       na(del / req, b3, sizeof(b3), "%.3f"));
	doc_kv(d, "how", "shares of highest_perf, busy-weighted (mperf) over %s windows",
	       group(a->windows, g, sizeof(g)));
	rank = calloc(a->ncpus, sizeof(*rank));
	if (!rank)
		return;
	/* ranked by delivered/requested: a CPU without it (its highest_perf or
	 * nominal_perf unknown) is left out, not ranked by something else */
	for (i = 0; i < a->ncpus; i++) {
		double key = cpu_delivered(&a->cpus[i]) / cpu_requested(&a->cpus[i]);

		if (!a->cpus[i].windows)
			continue;
		if (!isfinite(key)) {
			unranked++;
			continue;
		}
		rank[n].cpu = i;
		rank[n++].key = key;
	}
	qsort(rank, n, sizeof(*rank), cmp_rank);
	if (unranked)
		doc_kv(d, "left out", "%d CPU%s with windows but no delivered/requested "
				      "(highest_perf or nominal_perf unknown)",
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
		cpu_row(a, d, rank[i].cpu);
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
	if (!n) {
		doc_kv(d, "requests", "no frequency requests in this trace");
		return;
	}
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

static void section_latency(struct analysis *a, struct doc *d)
{
	static const char *const heads[2][6] = {
		{ "requested", "n", "p50", "p90", "p99", "max" },
		{ "delivered", "n", "p50", "p90", "p99", "max" },
	};
	char buf[200];
	int b, k;

	doc_section(d, "Wakeup latency of workload tasks");
	if (dist_line(a->lat, buf, sizeof(buf)) < 0) {
		doc_kv(d, "all", "no wakeups measured");
		return;
	}
	doc_kv(d, "all", "%s", buf);
	doc_kv(d, "how", "%s to the task's next switch-in; nearest-rank percentiles",
	       a->use_wakeup ? "sched_wakeup (the trace has no sched_waking)" : "sched_waking");
	{
		char g1[32], g2[32];

		doc_kv(d, "enqueued", "%s on the CPU that woke it or by an IPI to its own, %s "
				      "from another CPU",
		       group(a->local_enqueue, g1, sizeof(g1)),
		       group(a->remote_enqueue, g2, sizeof(g2)));
		if (a->untraced_switch_in)
			doc_kv(d, "left out", "%s wakings of tasks switched out with no "
					      "switch-in traced since",
			       group(a->untraced_switch_in, g1, sizeof(g1)));
	}
	if (dist_line(a->local_update, buf, sizeof(buf)) == 0)
		doc_kv(d, "to update", "switch-in to its CPU's next update, local: %s", buf);
	if (dist_line(a->remote_update, buf, sizeof(buf)) == 0)
		doc_kv(d, "", "remote: %s", buf);
	for (k = 0; k < 2; k++) {
		struct dist **ds = k ? a->lat_del : a->lat_req;
		int any = 0;

		for (b = 0; b < NR_BANDS; b++)
			any |= dist_count(ds[b]) > 0;
		if (!any)
			continue;
		doc_text(d, "by the %s performance of the CPU it ran on (share of highest_perf), us:",
			 k ? "delivered" : "requested");
		doc_table(d, 6, "lrrrrr", heads[k]);
		for (b = 0; b <= NR_BANDS; b++) {
			struct dist_summary s;

			if (dist_summarize(ds[b], &s) < 0)
				continue;
			doc_row(d, "%s\t%llu\t%.1f\t%.1f\t%.1f\t%.1f",
				b == BAND_NONE ? (k ? "no window" : "no request yet") : band_label(b),
				(unsigned long long)s.count, US(s.p50), US(s.p90), US(s.p99),
				US(s.max));
		}
	}
}

static void section_idle(struct analysis *a, struct doc *d)
{
	uint64_t idle = 0, entries = 0, busy = 0;
	double cpu_s;
	int i;

	doc_section(d, "Idle");
	for (i = 0; i < a->ncpus; i++) {
		idle += a->cpus[i].idle_ns;
		entries += a->cpus[i].idle_entries;
		busy += a->cpus[i].busy_ns;
	}
	cpu_s = a->span_s * a->nr_sel;
	if (!(cpu_s > 0)) {
		doc_kv(d, "busy", "n/a: the window holds no CPU time");
		return;
	}
	doc_kv(d, "busy", "%.1f%% of CPU time ran a task other than idle (sched_switch)",
	       100.0 * (double)busy / 1e9 / cpu_s);
	if (entries)
		doc_kv(d, "cpu_idle", "%.1f%% of CPU time in idle states, %llu entries, mean "
				      "%.1f us", 100.0 * (double)idle / 1e9 / cpu_s,
		       (unsigned long long)entries, US(idle) / (double)entries);
	else
		doc_kv(d, "cpu_idle", "no cpu_idle events");
}

static void section_energy(struct analysis *a, struct doc *d)
{
	doc_section(d, "Energy");
	if (!a->have_energy) {
		doc_kv(d, "energy", "not available: %s",
		       a->run->counters ? a->run->counters : "no energy counters in this run");
		return;
	}
	doc_kv(d, "energy", "%.3f J over %.3f s (%s)", a->joules, a->energy_span_s,
	       a->energy_counter);
	doc_kv(d, "power", "%.2f W average", a->joules / a->energy_span_s);
}

static void section_findings(struct analysis *a, struct doc *d)
{
	struct strbuf sb = STRBUF_INIT;
	char mark[8];
	int i, k;

	doc_section(d, "Findings");
	if (!a->nfindings)
		doc_text(d, "None of the known mechanisms shows in this trace.");
	for (i = 0; i < a->nfindings; i++) {
		const struct finding *f = &a->findings[i];

		snprintf(mark, sizeof(mark), "%d.", i + 1);
		doc_item(d, mark, "%s [%s]", f->title, f->id);
		sb_reset(&sb);
		for (k = 0; k < f->nev; k++) {
			double v = f->ev[k].value;

			sb_printf(&sb, "%s%s ", k ? ", " : "", f->ev[k].key);
			if (isnan(v))
				sb_adds(&sb, "n/a");
			else if (v == floor(v) && fabs(v) < 1e15)
				sb_printf(&sb, "%.0f", v); /* counts */
			else if (fabs(v) >= 100)
				sb_printf(&sb, "%.1f", v);
			else
				sb_printf(&sb, "%.4g", v);
			sb_printf(&sb, "%s%s", f->ev[k].unit[0] ? " " : "", f->ev[k].unit);
		}
		doc_item(d, "  ", "evidence: %s", sb_cstr(&sb));
		doc_item(d, "  ", "why: %s", f->why);
	}
	if (a->nnotes) {
		doc_section(d, "What this trace cannot tell");
		for (i = 0; i < a->nnotes; i++)
			doc_item(d, "-", "%s", a->notes[i]);
	}
	sb_free(&sb);
}

void report_doc(struct analysis *a, FILE *f, enum doc_format fmt)
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
	section_run(a, d);
	section_governor(a, d);
	section_perf(a, d);
	section_residency(a, d);
	section_latency(a, d);
	section_idle(a, d);
	section_energy(a, d);
	section_findings(a, d);
	doc_render(d, f, fmt);
	doc_free(d);
}
