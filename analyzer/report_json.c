// SPDX-License-Identifier: GPL-2.0
/*
 * report_json.c - the report as JSON.  The keys are a stable interface
 * (pstate-analyze(1), JSON OUTPUT); add keys, never rename or remove them.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "db.h"
#include "report.h"
#include "strbuf.h"

int report_table_counts(struct analysis *a, struct table_count **out)
{
	sqlite3 *db = a->run->db;
	int windowed = a->opts->from_s >= 0 || a->opts->to_s >= 0;
	struct table_count *tc = NULL;
	sqlite3_stmt *st;
	int n = 0;

	/* The event tables are the ones with a seq column. */
	st = db_prepare(db, "SELECT m.name FROM sqlite_master m, pragma_table_info(m.name) c "
			    "WHERE m.type = 'table' AND c.name = 'seq' ORDER BY m.rowid");
	if (!st)
		return 0;
	while (sqlite3_step(st) == SQLITE_ROW) {
		const char *name = (const char *)sqlite3_column_text(st, 0);
		struct table_count *g = realloc(tc, (n + 1) * sizeof(*g));

		if (!g)
			break;
		tc = g;
		snprintf(tc[n].name, sizeof(tc[n].name), "%s", name);
		tc[n].count = windowed ? run_count(a->run, name, a->from, a->to) :
					 db_count(db, name);
		n++;
	}
	sqlite3_finalize(st);
	*out = tc;
	return n;
}

static void num(struct strbuf *sb, double v, const char *fmt)
{
	if (isnan(v) || isinf(v))
		sb_adds(sb, "null");
	else
		sb_printf(sb, fmt, v);
}

/* num_exact - @v as it is: an integral value (a count) with all its digits,
 * any other with the fewest digits that read back as the same double */
static void num_exact(struct strbuf *sb, double v)
{
	char buf[32];
	int prec;

	if (isnan(v) || isinf(v)) {
		sb_adds(sb, "null");
		return;
	}
	if (v == floor(v) && fabs(v) < 9007199254740992.0) { /* 2^53 */
		sb_printf(sb, "%.0f", v);
		return;
	}
	for (prec = 15; prec < 17; prec++) {
		snprintf(buf, sizeof(buf), "%.*g", prec, v);
		if (strtod(buf, NULL) == v)
			break;
	}
	sb_printf(sb, "%.*g", prec, v);
}

static void str(struct strbuf *sb, const char *s)
{
	if (!s)
		sb_adds(sb, "null");
	else
		sb_json_str(sb, s, strlen(s));
}

/* dist_json - {"count","p50","p90","p99","max"} in us, or null */
static void dist_json(struct strbuf *sb, struct dist *d)
{
	struct dist_summary s;

	if (dist_summarize(d, &s) < 0) {
		sb_adds(sb, "null");
		return;
	}
	sb_printf(sb, "{\"count\": %llu, \"p50\": %.3f, \"p90\": %.3f, \"p99\": %.3f, "
		      "\"max\": %.3f, \"mean\": %.3f}",
		  (unsigned long long)s.count, (double)s.p50 / 1e3, (double)s.p90 / 1e3,
		  (double)s.p99 / 1e3, (double)s.max / 1e3, s.mean / 1e3);
}

static const char *scope_name(enum scope_kind k)
{
	static const char *const names[] = { "recorded", "comm", "pid", "comm+pid", "all" };

	return names[k];
}

void report_json(struct analysis *a, FILE *f)
{
	const struct run *r = a->run;
	struct strbuf sb = STRBUF_INIT;
	struct table_count *tc = NULL;
	double req = analysis_requested(a), del = analysis_delivered(a);
	int i, k, n, first;
	long long lost, nspool;
	char *spool_lost;

	sb_adds(&sb, "{\n  \"schema_version\": 1,\n  \"run\": {\"source\": ");
	str(&sb, r->source);
	sb_printf(&sb, ", \"path\": ");
	str(&sb, r->path);
	sb_printf(&sb, ", \"duration_s\": %.6f, \"nr_cpus\": %d, \"driver\": ", a->span_s,
		  r->nr_cpus);
	str(&sb, r->driver);
	sb_adds(&sb, ", \"governor\": ");
	str(&sb, r->governor);
	sb_adds(&sb, ", \"amd_pstate_status\": ");
	str(&sb, r->amd_status);
	sb_adds(&sb, ", \"kernel\": ");
	str(&sb, r->kernel);
	sb_adds(&sb, ", \"label\": ");
	str(&sb, r->label);
	sb_adds(&sb, ", \"benchmark\": ");
	str(&sb, r->benchmark);
	sb_printf(&sb, ", \"tracing\": \"%s\"", r->light ? "counters-only" : "full");
	sb_adds(&sb, ",\n          \"events\": {");
	n = report_table_counts(a, &tc);
	for (i = 0, first = 1; i < n; i++) {
		sb_printf(&sb, "%s\"%s\": %lld", first ? "" : ", ", tc[i].name, tc[i].count);
		first = 0;
	}
	free(tc);
	/* the spool's losses are not the ring buffer's: overrun does not count them */
	spool_lost = run_meta(r, "spool_lost_events");
	nspool = spool_lost ? atoll(spool_lost) : 0;
	free(spool_lost);
	lost = r->lost - nspool + r->lost_unknown;
	if (r->overrun > lost)
		lost = r->overrun;
	lost += nspool;
	sb_printf(&sb, "},\n          \"lost_events\": %lld, \"spool_lost_events\": %lld, "
		       "\"interrupted\": %s, "
		       "\"truncated\": %s,\n          \"workload\": {\"scope\": \"%s\", "
		       "\"tasks\": %llu}},\n",
		  lost, nspool, r->interrupted ? "true" : "false", r->truncated ? "true" : "false",
		  scope_name(a->scope), (unsigned long long)a->workload_tasks);

	sb_printf(&sb, "  \"governor\": {\"path\": \"%s\", \"updates\": %llu, \"writes\": {",
		  path_name(a->path), (unsigned long long)a->updates);
	for (i = 0; i < NR_PATHS; i++)
		sb_printf(&sb, "%s\"%s\": %llu", i ? ", " : "", path_name((enum gov_path)i),
			  (unsigned long long)a->path_writes[i]);
	sb_adds(&sb, "},\n               \"delay_us\": ");
	if (a->path == PATH_KTHREAD || a->path == PATH_WORKQUEUE)
		dist_json(&sb, a->delay);
	else
		sb_adds(&sb, "null");
	sb_printf(&sb, ", \"delay_source\": %s",
		  !dist_count(a->delay) ? "null" :
		  a->delay_from_waking ? "\"sugov_waking\"" : "\"queue_work\"");
	sb_adds(&sb, ",\n               \"interval_us\": ");
	dist_json(&sb, a->interval);
	sb_printf(&sb, ",\n               \"update_source\": \"%s\", \"items_with_workload_running\": "
		       "%llu, \"late_items\": %llu,\n               \"sugov\": {\"switch_ins\": "
		       "%llu, \"preempting_workload\": %llu, \"on_cpu_us\": %.3f}},\n",
		  req_source_name(a->req_source), (unsigned long long)a->items_wl,
		  (unsigned long long)a->items_late, (unsigned long long)a->sugov_switch_ins,
		  (unsigned long long)a->sugov_preempt_wl, (double)a->sugov_oncpu_ns / 1e3);

	sb_adds(&sb, "  \"perf\": {\"requested_ratio\": ");
	num(&sb, req, "%.6f");
	sb_adds(&sb, ", \"delivered_ratio\": ");
	num(&sb, del, "%.6f");
	sb_adds(&sb, ", \"delivered_over_requested\": ");
	num(&sb, del / req, "%.6f");
	sb_printf(&sb, ", \"windows\": %llu,\n           \"per_cpu\": [", (unsigned long long)a->windows);
	for (i = 0, first = 1; i < a->ncpus; i++) {
		const struct cpu_stats *c = &a->cpus[i];

		if (!c->windows && !c->updates)
			continue;
		sb_printf(&sb, "%s\n             {\"cpu\": %d, \"windows\": %llu, \"updates\": %llu, "
			       "\"busy\": ", first ? "" : ",", i, (unsigned long long)c->windows,
			  (unsigned long long)c->updates);
		num(&sb, cpu_busy(c), "%.6f");
		sb_adds(&sb, ", \"requested_ratio\": ");
		num(&sb, cpu_requested(c), "%.6f");
		sb_adds(&sb, ", \"delivered_ratio\": ");
		num(&sb, cpu_delivered(c), "%.6f");
		sb_adds(&sb, ", \"target_over_capacity\": ");
		num(&sb, cpu_target_over_capacity(c), "%.6f");
		sb_printf(&sb, ", \"sugov_switch_ins\": %llu}", (unsigned long long)c->sugov_switch_ins);
		first = 0;
	}
	sb_adds(&sb, "]},\n");

	sb_adds(&sb, "  \"latency\": {\"wakeup_us\": ");
	dist_json(&sb, a->lat);
	sb_printf(&sb, ", \"source\": \"%s\",\n              \"self_wakings\": %llu, "
		       "\"wakings_ignored_open\": %llu, \"untraced_switch_in\": %llu, "
		       "\"local_enqueue\": %llu, "
		       "\"remote_enqueue\": %llu,\n              \"local_update_delay_us\": ",
		  a->use_wakeup ? "sched_wakeup" : "sched_waking",
		  (unsigned long long)a->self_wakings, (unsigned long long)a->wakings_ignored,
		  (unsigned long long)a->untraced_switch_in,
		  (unsigned long long)a->local_enqueue, (unsigned long long)a->remote_enqueue);
	dist_json(&sb, a->local_update);
	sb_adds(&sb, ", \"remote_update_delay_us\": ");
	dist_json(&sb, a->remote_update);
	for (k = 0; k < 2; k++) {
		struct dist **ds = k ? a->lat_del : a->lat_req;

		sb_printf(&sb, ",\n              \"by_%s_band\": {", k ? "delivered" : "requested");
		for (i = 0, first = 1; i <= NR_BANDS; i++) {
			if (!dist_count(ds[i]))
				continue;
			sb_printf(&sb, "%s\"%s\": ", first ? "" : ", ", band_name(i));
			dist_json(&sb, ds[i]);
			first = 0;
		}
		sb_adds(&sb, "}");
	}
	sb_adds(&sb, "},\n  \"energy\": ");
	if (a->have_energy)
		sb_printf(&sb, "{\"joules\": %.6f, \"avg_watts\": %.6f, \"span_s\": %.6f, "
			       "\"counter\": \"%s\"}",
			  a->joules, a->joules / a->energy_span_s, a->energy_span_s,
			  a->energy_counter);
	else
		sb_adds(&sb, "null");

	sb_adds(&sb, ",\n  \"findings\": [");
	for (i = 0; i < a->nfindings; i++) {
		const struct finding *fd = &a->findings[i];

		sb_printf(&sb, "%s\n    {\"id\": \"%s\", \"title\": ", i ? "," : "", fd->id);
		str(&sb, fd->title);
		sb_adds(&sb, ", \"why\": ");
		str(&sb, fd->why);
		sb_adds(&sb, ", \"evidence\": {");
		for (k = 0; k < fd->nev; k++) {
			sb_printf(&sb, "%s\"%s\": ", k ? ", " : "", fd->ev[k].key);
			num_exact(&sb, fd->ev[k].value);
		}
		sb_adds(&sb, "}}");
	}
	sb_adds(&sb, a->nfindings ? "\n  ],\n  \"not_available\": [" : "],\n  \"not_available\": [");
	for (i = 0; i < a->nnotes; i++) {
		sb_adds(&sb, i ? ", " : "");
		str(&sb, a->notes[i]);
	}
	sb_adds(&sb, "]\n}\n");
	fputs(sb_cstr(&sb), f);
	sb_free(&sb);
}
