// SPDX-License-Identifier: GPL-2.0
/*
 * model.c - the report's values as one tree of keys and values
 * (report.h): built once from the analysis, printed as JSON as it is, and
 * read by the text report, so the two cannot disagree.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "cpulist.h"
#include "evmap.h"
#include "findings/findings.h"
#include "db.h"
#include "msg.h"
#include "pass/queries.h"
#include "report/report.h"
#include "strbuf.h"

int report_table_counts(struct analysis *a, struct table_count **out)
{
	int windowed = a->opts->from_s >= 0 || a->opts->to_s >= 0;
	struct table_count *tc = calloc(NR_TABLES, sizeof(*tc));
	int i;

	*out = tc;
	if (!tc) {
		pt_err("%s: out of memory", a->run->path);
		return -1;
	}
	for (i = 0; i < NR_TABLES; i++) {
		const char *name = evmap_tables[i].table;
		long long count = run_count(a->run, evmap_table_name(i, a->run->schema),
					    windowed ? a->from : 0,
					    windowed ? a->to : UINT64_MAX);

		if (count < 0) {
			free(tc);
			*out = NULL;
			return -1;
		}
		snprintf(tc[i].name, sizeof(tc[i].name), "%s", name);
		tc[i].count = count;
	}
	return NR_TABLES;
}

/* add - a new node of @kind under @parent (an object: @key; an array: NULL) */
static struct rnode *add(struct rnode *parent, const char *key, enum rn_kind kind)
{
	struct rnode *n;

	if (!parent)
		return NULL;
	n = calloc(1, sizeof(*n));
	if (!n)
		return NULL;
	n->kind = kind;
	if (key) {
		n->key = strdup(key);
		if (!n->key) {
			free(n);
			return NULL;
		}
	}
	if (parent->last)
		parent->last->next = n;
	else
		parent->child = n;
	parent->last = n;
	return n;
}

struct rnode *rn_root(void)
{
	struct rnode *n = calloc(1, sizeof(*n));

	if (n)
		n->kind = RN_OBJECT;
	return n;
}

/* container - an object or an array, printed on one line when @is_inline */
static struct rnode *container(struct rnode *parent, const char *key, enum rn_kind kind,
			       int is_inline)
{
	struct rnode *n = add(parent, key, kind);

	if (n)
		n->is_inline = is_inline;
	return n;
}

struct rnode *rn_object(struct rnode *parent, const char *key, int is_inline)
{
	return container(parent, key, RN_OBJECT, is_inline);
}

struct rnode *rn_array(struct rnode *parent, const char *key, int is_inline)
{
	return container(parent, key, RN_ARRAY, is_inline);
}

struct rnode *rn_int(struct rnode *parent, const char *key, long long v)
{
	struct rnode *n = add(parent, key, RN_INT);

	if (n)
		n->i = v;
	return n;
}

struct rnode *rn_num(struct rnode *parent, const char *key, double v)
{
	struct rnode *n = add(parent, key, RN_NUM);

	if (n) {
		n->d = v;
		n->decimals = -1;
	}
	return n;
}

struct rnode *rn_fixed(struct rnode *parent, const char *key, double v, int decimals)
{
	struct rnode *n = rn_num(parent, key, v);

	if (n)
		n->decimals = decimals;
	return n;
}

struct rnode *rn_str(struct rnode *parent, const char *key, const char *s)
{
	struct rnode *n = add(parent, key, s ? RN_STR : RN_NULL);

	if (n && s) {
		n->s = strdup(s);
		if (!n->s)
			n->kind = RN_NULL;
	}
	return n;
}

struct rnode *rn_bool(struct rnode *parent, const char *key, int v)
{
	struct rnode *n = add(parent, key, RN_BOOL);

	if (n)
		n->i = !!v;
	return n;
}

struct rnode *rn_dist(struct rnode *parent, const char *key, struct dist *d)
{
	struct rnode *n = add(parent, key, RN_NULL);

	if (n && d && dist_summarize(d, &n->dist) == 0)
		n->kind = RN_DIST;
	return n;
}

void rn_free(struct rnode *n)
{
	while (n) {
		struct rnode *next = n->next;

		rn_free(n->child);
		free(n->key);
		free(n->s);
		free(n);
		n = next;
	}
}

const struct rnode *rn_get(const struct rnode *n, const char *path)
{
	const char *dot;
	size_t len;

	while (n && *path) {
		dot = strchr(path, '.');
		len = dot ? (size_t)(dot - path) : strlen(path);
		for (n = n->child; n; n = n->next)
			if (n->key && strlen(n->key) == len && !strncmp(n->key, path, len))
				break;
		path += len + (dot ? 1 : 0);
	}
	return n;
}

double rn_get_num(const struct rnode *n, const char *path)
{
	n = rn_get(n, path);
	if (!n)
		return NAN;
	if (n->kind == RN_INT || n->kind == RN_BOOL)
		return (double)n->i;
	return n->kind == RN_NUM ? n->d : NAN;
}

long long rn_get_int(const struct rnode *n, const char *path)
{
	n = rn_get(n, path);
	if (!n)
		return 0;
	return n->kind == RN_NUM ? (long long)n->d : n->i;
}

const char *rn_get_str(const struct rnode *n, const char *path)
{
	n = rn_get(n, path);
	return n && n->kind == RN_STR ? n->s : NULL;
}

const struct dist_summary *rn_get_dist(const struct rnode *n, const char *path)
{
	n = rn_get(n, path);
	return n && n->kind == RN_DIST ? &n->dist : NULL;
}

/* dist_json - {"count", "p50", "p90", "p99", "max", "mean"}: microseconds */
static void dist_json(const struct dist_summary *s, struct json_writer *jw)
{
	static const char *const keys[] = { "p50", "p90", "p99", "max", "mean" };
	const double us[] = { (double)s->p50 / 1e3, (double)s->p90 / 1e3, (double)s->p99 / 1e3,
			      (double)s->max / 1e3, s->mean / 1e3 };
	unsigned int i;

	jw_object_inline(jw);
	jw_key(jw, "count");
	jw_uint(jw, (unsigned long long)s->count);
	for (i = 0; i < sizeof(keys) / sizeof(keys[0]); i++) {
		jw_key(jw, keys[i]);
		jw_fixed(jw, us[i], 3);
	}
	jw_end(jw);
}

void rn_json(const struct rnode *n, struct json_writer *jw)
{
	const struct rnode *c;

	switch (n->kind) {
	case RN_OBJECT:
	case RN_ARRAY:
		if (n->kind == RN_OBJECT && n->is_inline)
			jw_object_inline(jw);
		else if (n->kind == RN_OBJECT)
			jw_object(jw);
		else if (n->is_inline)
			jw_array_inline(jw);
		else
			jw_array(jw);
		for (c = n->child; c; c = c->next) {
			if (n->kind == RN_OBJECT)
				jw_key(jw, c->key ? c->key : "");
			rn_json(c, jw);
		}
		jw_end(jw);
		break;
	case RN_NULL:
		jw_null(jw);
		break;
	case RN_BOOL:
		jw_bool(jw, (int)n->i);
		break;
	case RN_INT:
		jw_int(jw, n->i);
		break;
	case RN_NUM:
		if (n->decimals < 0)
			jw_double(jw, n->d);
		else
			jw_fixed(jw, n->d, n->decimals);
		break;
	case RN_STR:
		jw_string(jw, n->s);
		break;
	case RN_DIST:
		dist_json(&n->dist, jw);
		break;
	}
}

/* ---- the report ------------------------------------------------------------ */

static const char *scope_name(enum scope_kind k)
{
	static const char *const names[] = { "recorded", "comm", "pid", "comm+pid", "all" };

	return names[k];
}

long long report_lost_events(const struct run *r)
{
	/* the spool's losses are lost_events rows the ring buffer's overrun has not seen */
	long long spool = r->spool_lost;
	long long lost = r->lost - spool + r->lost_unknown; /* a row of unknown size counts 1 */

	return (r->overrun > lost ? r->overrun : lost) + spool;
}

struct dist *report_delay(const struct analysis *a)
{
	return a->path == PATH_KTHREAD || a->path == PATH_WORKQUEUE ? a->delay : NULL;
}

const char *report_delay_source(const struct analysis *a)
{
	if (!dist_count(a->delay))
		return NULL;
	return a->delay_from_waking ? "sugov_waking" : "queue_work";
}

/* model_count - @v under @key, null when negative (not said) */
static void model_count(struct rnode *n, const char *key, long long v)
{
	if (v >= 0)
		rn_int(n, key, v);
	else
		rn_str(n, key, NULL);
}

/* result_number - a workload_result value: a number as stored, or text that
 * is one decimal number whole (a rebuilt table's); 0, -1 when it is none */
static int result_number(sqlite3_stmt *st, int i, double *v)
{
	const char *t;
	char *end;

	switch (sqlite3_column_type(st, i)) {
	case SQLITE_INTEGER:
	case SQLITE_FLOAT:
		*v = sqlite3_column_double(st, i);
		return isfinite(*v) ? 0 : -1;
	case SQLITE_TEXT:
		t = (const char *)sqlite3_column_text(st, i);
		if (!t || !*t || strspn(t, "0123456789.eE+-") != strlen(t))
			return -1;
		*v = strtod(t, &end);
		return end != t && !*end && isfinite(*v) ? 0 : -1;
	default:
		return -1;
	}
}

/* col_text - column @i as text, NULL when it is none */
static const char *col_text(sqlite3_stmt *st, int i)
{
	return sqlite3_column_type(st, i) == SQLITE_TEXT ?
		       (const char *)sqlite3_column_text(st, i) : NULL;
}

/* result_row - the row @st is on, as an object under @parent (@key) */
static void result_row(sqlite3_stmt *st, struct rnode *parent, const char *key)
{
	struct rnode *n = rn_object(parent, key, 1);
	double v;

	rn_str(n, "metric", col_text(st, 0));
	if (result_number(st, 1, &v) == 0)
		rn_num(n, "value", v);
	else
		rn_str(n, "value", NULL); /* no number: said as such */
	rn_str(n, "unit", col_text(st, 2));
	rn_str(n, "better", col_text(st, 3));
	rn_bool(n, "main", sqlite3_column_int(st, 4) == 1);
}

/*
 * model_results - the benchmark's own result (workload_result): "result",
 * the figure compare takes (the main row, else elapsed; null when none),
 * and "results", every row, the main one first
 * Return: 0, or -1 when the table cannot be read (said).
 */
static int model_results(struct analysis *a, struct rnode *run)
{
	sqlite3_stmt *st = db_prepare(a->run->db, Q_RESULTS);
	struct rnode *all;
	const char *metric;
	int rc;

	if (!st)
		return -1;
	rc = sqlite3_step(st);
	metric = rc == SQLITE_ROW ? col_text(st, 0) : NULL;
	if (rc == SQLITE_ROW && (sqlite3_column_int(st, 4) == 1 ||
				 (metric && !strcmp(metric, "elapsed"))))
		result_row(st, run, "result");
	else
		rn_str(run, "result", NULL);
	all = rn_array(run, "results", 0);
	while (rc == SQLITE_ROW) {
		result_row(st, all, NULL);
		rc = sqlite3_step(st);
	}
	if (rc != SQLITE_DONE)
		db_error(a->run->db, "workload_result");
	sqlite3_finalize(st);
	return rc == SQLITE_DONE ? 0 : -1;
}

/* model_busy_list - the busy CPUs as a CPU list ("0-3,8"), null when none */
static void model_busy_list(const struct analysis *a, struct rnode *n)
{
	struct strbuf sb = STRBUF_INIT;
	uint8_t *set = a->ncpus ? calloc((size_t)a->ncpus, 1) : NULL;
	int i;

	for (i = 0; set && i < a->ncpus; i++)
		set[i] = (uint8_t)busy_cpu(a, i);
	if (set && a->nr_busy && cpulist_format(set, a->ncpus, &sb) > 0 && !sb.oom)
		rn_str(n, "busy_cpu_list", sb_cstr(&sb));
	else
		rn_str(n, "busy_cpu_list", NULL);
	free(set);
	sb_free(&sb);
}

static int model_run(struct analysis *a, struct rnode *root)
{
	const struct run *r = a->run;
	struct rnode *run = rn_object(root, "run", 0), *n;
	struct table_count *tc = NULL;
	int i, k;

	k = report_table_counts(a, &tc);
	if (k < 0)
		return -1;
	rn_str(run, "source", r->source);
	rn_str(run, "path", r->path);
	rn_fixed(run, "duration_s", a->span_s, 6);
	rn_int(run, "nr_cpus", r->nr_cpus);
	/* what of the run was traced (record --window, -C): null when all */
	rn_str(run, "traced_cpus", r->traced_cpus);
	if (r->trace_window) {
		n = rn_object(run, "trace_window", 1);
		rn_str(n, "asked", r->trace_window);
		rn_num(n, "start_s", r->win_end ? (double)(r->win_start - r->t_start) / 1e9 : NAN);
		rn_num(n, "end_s", r->win_end ? (double)(r->win_end - r->t_start) / 1e9 : NAN);
		rn_fixed(n, "run_s", (double)(r->t_end - r->t_start) / 1e9, 6);
	} else {
		rn_str(run, "trace_window", NULL);
	}
	rn_str(run, "driver", r->driver);
	rn_str(run, "governor", r->governor);
	rn_str(run, "amd_pstate_status", r->amd_status);
	rn_str(run, "kernel", r->kernel);
	rn_str(run, "label", r->label);
	rn_str(run, "benchmark", r->benchmark);
	rn_str(run, "tracing", r->light ? "counters-only" : "full");
	if (model_results(a, run) < 0) {
		free(tc);
		return -1;
	}
	n = rn_object(run, "events", 1);
	for (i = 0; i < k; i++)
		rn_int(n, tc[i].name, tc[i].count);
	free(tc);
	rn_int(run, "lost_events", report_lost_events(r));
	rn_int(run, "spool_lost_events", r->spool_lost);
	rn_bool(run, "interrupted", r->interrupted);
	rn_bool(run, "truncated", r->truncated);
	/* what the import saw out of time order (null: not said), and what the
	 * analysis left out: the import counts every table, the pass the tables
	 * it reads, in its window */
	n = rn_object(run, "out_of_order", 1);
	if (r->ts_out_of_order >= 0)
		rn_int(n, "import_events", r->ts_out_of_order);
	else
		rn_str(n, "import_events", NULL);
	rn_num(n, "import_max_backward_us",
	       r->ts_max_backward_ns >= 0 ? (double)r->ts_max_backward_ns / 1e3 : NAN);
	rn_int(n, "events_left_out", (long long)a->order_left_out);
	rn_num(n, "max_backward_us", (double)a->order_max_back_ns / 1e3);
	rn_int(run, "ts_invalid_left_out", (long long)a->ts_invalid);
	rn_int(run, "cpu_invalid_left_out", (long long)a->cpu_invalid);
	rn_int(run, "values_invalid_read_as_null", (long long)a->values_invalid);
	rn_int(run, "cpu_attrs_invalid", r->attrs_invalid);
	rn_int(run, "span_left_out", (long long)a->span_left_out);
	/* what the import could not read (meta; null: the database does not say) */
	n = rn_object(run, "import", 1);
	model_count(n, "lines_unparsed", r->lines_unparsed);
	model_count(n, "records_unreadable", r->records_unreadable);
	model_count(n, "values_invalid", r->import_values_invalid);
	rn_str(n, "truncated_cpus", r->truncated_cpus);
	model_count(n, "truncated_at_byte", r->truncated_at_byte);
	model_count(n, "truncated_after_event", r->truncated_after_event);
	n = rn_object(run, "workload", 1);
	rn_str(n, "scope", scope_name(a->scope));
	rn_int(n, "tasks", (long long)a->workload_tasks);
	/* the CPUs that ran it (busy_cpu()), that rates per busy CPU are over */
	rn_int(n, "cpus_analysed", a->nr_sel);
	rn_int(n, "busy_cpus", a->nr_busy);
	model_busy_list(a, n);
	rn_num(n, "busy_cpu_min_share", BUSY_CPU_SHARE);
	return 0;
}

static void model_governor(struct analysis *a, struct rnode *root)
{
	struct rnode *g = rn_object(root, "governor", 0), *n;
	int i;

	rn_str(g, "path", path_name(a->path));
	rn_int(g, "updates", (long long)a->updates);
	n = rn_object(g, "writes", 1);
	for (i = 0; i < NR_PATHS; i++)
		rn_int(n, path_name((enum gov_path)i), (long long)a->path_writes[i]);
	rn_dist(g, "delay_us", report_delay(a));
	rn_str(g, "delay_source", report_delay_source(a));
	rn_dist(g, "interval_us", a->interval);
	rn_str(g, "update_source", req_source_name(a->req_source));
	rn_int(g, "items_with_workload_running", (long long)a->items_wl);
	rn_int(g, "late_items", (long long)a->items_late);
	n = rn_object(g, "sugov", 1);
	rn_int(n, "switch_ins", (long long)a->sugov_switch_ins);
	rn_int(n, "preempting_workload", (long long)a->sugov_preempt_wl);
	rn_fixed(n, "on_cpu_us", (double)a->sugov_oncpu_ns / 1e3, 3);
	/* per second; per second and CPU over every CPU analysed, and over
	 * the busy CPUs (their own switch-ins and time) */
	rn_num(n, "per_s", a->sugov_per_s);
	rn_num(n, "per_s_per_cpu", a->sugov_per_s_per_cpu);
	rn_num(n, "on_cpu_share", a->sugov_on_cpu_share);
	rn_int(n, "busy_cpus_switch_ins", (long long)a->sugov_busy_switch_ins);
	rn_num(n, "per_s_per_busy_cpu", a->sugov_per_s_per_busy_cpu);
	rn_num(n, "on_cpu_share_busy_cpus", a->sugov_busy_on_cpu_share);
}

/* model_implausible - the windows whose values cannot be: left out, the
 * first of each kind said */
static void model_implausible(const struct analysis *a, struct rnode *p,
			      const struct implausible *ims)
{
	struct rnode *n = rn_object(p, "implausible", 0);
	int i;

	for (i = 0; i < NR_IMPLAUSIBLE; i++) {
		const struct implausible *im = &ims[i];
		struct rnode *k = rn_object(n, implausible_name((enum implausible_kind)i), 1);

		rn_int(k, "windows", (long long)im->windows);
		if (!im->windows)
			continue;
		rn_int(k, "cpu", im->cpu);
		rn_fixed(k, "t_s", ((double)im->ts - (double)a->run->t_start) / 1e9, 6);
		rn_num(k, "value", im->value);
	}
}

/* model_samples - the counter windows of counter_sample (msr/aperf, mperf,
 * tsc), whether or not they are those of the metrics above */
static void model_samples(const struct analysis *a, struct rnode *p)
{
	const struct sample_windows *w = &a->sw;
	struct rnode *n = rn_object(p, "counter_sample", 0);
	double del = samples_delivered(w);

	rn_int(n, "windows", (long long)w->windows);
	rn_fixed(n, "busy", samples_busy(w), 6);
	rn_fixed(n, "requested_ratio", samples_requested(w), 6);
	rn_fixed(n, "delivered_ratio", del, 6);
	rn_fixed(n, "requested_khz", share_khz(a, samples_requested(w)), 0);
	/* turbostat's Bzy_MHz and Avg_MHz, in kHz */
	rn_fixed(n, "bzy_khz", share_khz(a, del), 0);
	rn_fixed(n, "avg_khz", samples_avg_khz(w), 0);
	rn_int(n, "rows", (long long)w->rows);
	rn_int(n, "incomplete", (long long)w->incomplete);
	rn_int(n, "invalid", (long long)w->invalid);
	rn_int(n, "out_of_order", (long long)w->back);
	model_implausible(a, n, w->implausible);
}

/* model_policy - the policy of active mode or HWP (EPP, min/max_perf),
 * which the hardware picks the performance within: over time, the EPP
 * strings of the snapshot, and what busy windows delivered under it */
static void model_policy(const struct analysis *a, struct rnode *p)
{
	const struct policy_stats *pol = &a->pol;
	struct rnode *n, *e;
	unsigned char done[PT_MAX_CPUS / 8 + 1] = { 0 };
	int i, k;

	if (pol->source == POL_NONE) {
		rn_str(p, "policy", NULL);
		return;
	}
	n = rn_object(p, "policy", 0);
	rn_str(n, "source", policy_source_name(pol->source));
	rn_str(n, "amd_pstate_status", a->run->amd_status);
	/* no per-update request: the request of a window is not known, and the
	 * max_perf limit is none */
	rn_str(n, "requested", "none per update: the hardware picks within the policy");
	rn_int(n, "events", (long long)pol->events);
	rn_int(n, "changes", (long long)pol->changes);
	rn_int(n, "cpus", pol->cpus);
	rn_fixed(n, "epp", policy_epp(pol), 3);
	rn_fixed(n, "min_perf_share", policy_min(pol), 6);
	rn_fixed(n, "max_perf_share", policy_max(pol), 6);
	rn_fixed(n, "min_perf_khz", share_khz(a, policy_min(pol)), 0);
	rn_fixed(n, "max_perf_khz", share_khz(a, policy_max(pol)), 0);
	/* the snapshot's EPP strings, each with the CPUs that have it */
	e = rn_array(n, "epp_strings", 0);
	for (i = 0; i < a->run->nr_attrs && i < PT_MAX_CPUS; i++) {
		const char *s = run_attr(a->run, i)->epp_str;
		struct rnode *o;
		int cpus = 0;

		if (!*s || done[i / 8] & (1 << (i % 8)))
			continue;
		for (k = i; k < a->run->nr_attrs && k < PT_MAX_CPUS; k++)
			if (!strcmp(run_attr(a->run, k)->epp_str, s)) {
				done[k / 8] |= 1 << (k % 8);
				cpus++;
			}
		o = rn_object(e, NULL, 1);
		rn_str(o, "epp", s);
		rn_int(o, "cpus", cpus);
	}
	rn_fixed(n, "busy_limited_share", ratio(pol->lim_m, pol->busy_m), 6);
	rn_fixed(n, "limited_delivered_ratio", ratio(pol->lim_del, pol->lim_del_m), 6);
	rn_fixed(n, "limited_delivered_khz", share_khz(a, ratio(pol->lim_del, pol->lim_del_m)), 0);
	rn_fixed(n, "free_delivered_ratio", ratio(pol->free_del, pol->free_del_m), 6);
}

static void model_perf(struct analysis *a, struct rnode *root)
{
	struct rnode *p = rn_object(root, "perf", 0), *cpus, *n;
	double req = analysis_requested(a), del = analysis_delivered(a);
	int i;

	rn_fixed(p, "requested_ratio", req, 6);
	rn_fixed(p, "delivered_ratio", del, 6);
	rn_fixed(p, "delivered_over_requested", del / req, 6);
	/* the same on the one scale, in kHz */
	rn_fixed(p, "requested_khz", share_khz(a, req), 0);
	rn_fixed(p, "delivered_khz", share_khz(a, del), 0);
	rn_int(p, "windows", (long long)a->windows);
	rn_str(p, "window_source", !a->windows ? NULL :
				   a->win_source == WIN_SAMPLES ? "counter_sample" :
				   a->req_source == REQ_AMD ? "amd_pstate_perf" : "pstate_sample");
	n = rn_object(p, "scale", 0);
	rn_fixed(n, "ceiling_khz", a->ceiling_khz, 0);
	rn_str(n, "source", ceiling_source_name(a->ceiling_src));
	rn_str(n, "how", a->ceiling_how);
	if (a->ceiling_boost < 0)
		rn_str(n, "boost_included", NULL);
	else
		rn_bool(n, "boost_included", a->ceiling_boost);
	model_implausible(a, p, a->implausible);
	model_samples(a, p);
	model_policy(a, p);
	cpus = rn_array(p, "per_cpu", 0);
	for (i = 0; i < a->ncpus; i++) {
		const struct cpu_stats *c = &a->cpus[i];

		if (!c->windows && !c->updates)
			continue;
		n = rn_object(cpus, NULL, 1);
		rn_int(n, "cpu", i);
		rn_int(n, "windows", (long long)c->windows);
		rn_int(n, "updates", (long long)c->updates);
		rn_fixed(n, "busy", cpu_busy(c), 6);
		rn_fixed(n, "requested_ratio", cpu_requested(c), 6);
		rn_fixed(n, "delivered_ratio", cpu_delivered(c), 6);
		rn_fixed(n, "target_over_capacity", cpu_target_over_capacity(c), 6);
		rn_int(n, "sugov_switch_ins", (long long)c->sugov_switch_ins);
	}
}

static void model_latency(struct analysis *a, struct rnode *root)
{
	struct rnode *l = rn_object(root, "latency", 0), *n;
	int i, k;

	rn_dist(l, "wakeup_us", a->lat);
	rn_str(l, "source", evmap_tables[a->use_wakeup ? TBL_SCHED_WAKEUP : TBL_SCHED_WAKING].event);
	rn_int(l, "self_wakings", (long long)a->self_wakings);
	rn_int(l, "wakings_ignored_open", (long long)a->wakings_ignored);
	rn_int(l, "untraced_switch_in", (long long)a->untraced_switch_in);
	rn_int(l, "local_enqueue", (long long)a->local_enqueue);
	rn_int(l, "remote_enqueue", (long long)a->remote_enqueue);
	rn_dist(l, "local_update_delay_us", a->local_update);
	rn_dist(l, "remote_update_delay_us", a->remote_update);
	n = rn_object(l, "by_idle_state", 0);
	for (i = 0; i < NR_CS_AT; i++)
		if (dist_count(a->lat_cstate[i]))
			rn_dist(n, cstate_at_name(i), a->lat_cstate[i]);
	for (k = 0; k < 2; k++) {
		struct dist **ds = k ? a->lat_del : a->lat_req;

		n = rn_object(l, k ? "by_delivered_band" : "by_requested_band", 0);
		for (i = 0; i <= NR_BANDS; i++)
			if (dist_count(ds[i]))
				rn_dist(n, band_name(i), ds[i]);
	}
}

/* The idle states of the snapshot, by index (Q_IDLE_STATES). */
struct snap_state {
	int have;
	char *name; /* NULL: none */
	long long lat[2], res[2]; /* the least and the most; -1 not said */
	int cpus, disabled;
};

static long long col_ll(sqlite3_stmt *st, int i)
{
	return sqlite3_column_type(st, i) == SQLITE_INTEGER ? sqlite3_column_int64(st, i) : -1;
}

/* read_snapshot - @ss from cpuidle_state; 0 (none in an older database), or -1 (said) */
static int read_snapshot(struct analysis *a, struct snap_state *ss)
{
	static const char *const cols[] = { "cpu", "state", "name", "latency_us", "residency_us",
					    "disable", NULL };
	sqlite3_stmt *st;
	int rc = run_optional_table(a->run, "cpuidle_state", cols);

	if (rc <= 0)
		return rc;
	st = db_prepare(a->run->db, Q_IDLE_STATES);
	if (!st)
		return -1;
	sqlite3_bind_int(st, 1, NR_CSTATES);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		int k = sqlite3_column_int(st, 0);
		const char *name = col_text(st, 1);
		struct snap_state *s = &ss[k];

		s->have = 1;
		s->name = name ? strdup(name) : NULL;
		s->lat[0] = col_ll(st, 2);
		s->lat[1] = col_ll(st, 3);
		s->res[0] = col_ll(st, 4);
		s->res[1] = col_ll(st, 5);
		s->cpus = sqlite3_column_int(st, 6);
		s->disabled = sqlite3_column_int(st, 7);
	}
	if (rc != SQLITE_DONE)
		db_error(a->run->db, "cpuidle_state");
	sqlite3_finalize(st);
	return rc == SQLITE_DONE ? 0 : -1;
}

/* model_us - @v microseconds, null when not said (< 0) */
static void model_us(struct rnode *n, const char *key, long long v)
{
	if (v >= 0)
		rn_int(n, key, v);
	else
		rn_str(n, key, NULL);
}

/*
 * model_idle - the time in cpu_idle states: per state its name, exit
 * latency and target residency (the snapshot's, null when it has none),
 * its time, share of the CPU time and entries
 * Return: 0, or -1 when cpuidle_state cannot be read (said).
 */
static int model_idle(struct analysis *a, struct rnode *root)
{
	struct snap_state ss[NR_CSTATES] = { 0 };
	double cpu_ns = a->span_s * 1e9 * a->nr_sel;
	struct rnode *n = rn_object(root, "idle", 0), *arr, *e;
	uint64_t idle = 0, entries = 0;
	char *v = NULL;
	int i, ret = read_snapshot(a, ss);

	for (i = 0; i < a->ncpus; i++) {
		idle += a->cpus[i].idle_ns;
		entries += a->cpus[i].idle_entries;
	}
	rn_int(n, "cpu_idle_events", (long long)a->nev[TBL_CPU_IDLE]);
	rn_fixed(n, "idle_share", cpu_ns > 0 ? (double)idle / cpu_ns : NAN, 6);
	rn_int(n, "entries", (long long)entries);
	if (ret == 0 && run_meta(a->run, "cpuidle_driver", &v) == 0) {
		rn_str(n, "cpuidle_driver", v);
		free(v);
		v = NULL;
	}
	if (ret == 0 && run_meta(a->run, "cpuidle_governor", &v) == 0) {
		rn_str(n, "cpuidle_governor", v);
		free(v);
	}
	arr = rn_array(n, "states", 0);
	for (i = 0; i < NR_CSTATES; i++) {
		if (!ss[i].have && !a->cstate_ns[i] && !a->cstate_entries[i])
			continue;
		e = rn_object(arr, NULL, 1);
		rn_int(e, "state", i);
		rn_str(e, "name", ss[i].name);
		model_us(e, "latency_us", ss[i].have ? ss[i].lat[0] : -1);
		model_us(e, "latency_max_us", ss[i].have ? ss[i].lat[1] : -1);
		model_us(e, "target_residency_us", ss[i].have ? ss[i].res[0] : -1);
		model_us(e, "target_residency_max_us", ss[i].have ? ss[i].res[1] : -1);
		rn_int(e, "cpus", ss[i].cpus);
		rn_int(e, "disabled_cpus", ss[i].disabled);
		rn_fixed(e, "time_us", (double)a->cstate_ns[i] / 1e3, 3);
		rn_fixed(e, "share", cpu_ns > 0 ? (double)a->cstate_ns[i] / cpu_ns : NAN, 6);
		rn_int(e, "entries", (long long)a->cstate_entries[i]);
		free(ss[i].name);
	}
	e = rn_object(n, "other_states", 1);
	rn_fixed(e, "time_us", (double)a->cstate_ns[NR_CSTATES] / 1e3, 3);
	rn_fixed(e, "share", cpu_ns > 0 ? (double)a->cstate_ns[NR_CSTATES] / cpu_ns : NAN, 6);
	rn_int(e, "entries", (long long)a->cstate_entries[NR_CSTATES]);
	rn_fixed(n, "unknown_state_us", (double)a->cstate_unknown_ns / 1e3, 3);
	rn_fixed(n, "unknown_state_share", cpu_ns > 0 ? (double)a->cstate_unknown_ns / cpu_ns :
							 NAN, 6);
	return ret;
}

static void model_findings(struct analysis *a, struct rnode *root)
{
	struct rnode *fs = rn_array(root, "findings", 0), *f, *ev, *e;
	int i, k;

	for (i = 0; i < a->nfindings; i++) {
		const struct finding *fd = &a->findings[i];

		f = rn_object(fs, NULL, 0);
		rn_str(f, "id", fd->id);
		rn_str(f, "title", fd->title);
		rn_str(f, "why", fd->why);
		ev = rn_object(f, "evidence", 1);
		for (k = 0; k < fd->nev; k++) {
			e = rn_num(ev, fd->ev[k].key, fd->ev[k].value);
			if (e) {
				e->what = fd->ev[k].what;
				e->unit = fd->ev[k].unit;
			}
		}
	}
}

struct rnode *report_model(struct analysis *a)
{
	struct rnode *root = rn_root(), *n;
	int i;

	if (!root) {
		pt_err("%s: out of memory", a->run->path);
		return NULL;
	}
	rn_int(root, "schema_version", 1);
	if (model_run(a, root) < 0) {
		rn_free(root);
		return NULL;
	}
	model_governor(a, root);
	model_perf(a, root);
	model_latency(a, root);
	if (model_idle(a, root) < 0) {
		rn_free(root);
		return NULL;
	}
	if (a->have_energy) {
		n = rn_object(root, "energy", 1);
		rn_fixed(n, "joules", a->joules, 6);
		rn_fixed(n, "avg_watts", a->joules / a->energy_span_s, 6);
		rn_fixed(n, "span_s", a->energy_span_s, 6);
		rn_str(n, "counter", a->energy_counter);
	} else {
		rn_str(root, "energy", NULL);
	}
	model_findings(a, root);
	n = rn_array(root, "not_available", 0);
	for (i = 0; i < a->nnotes; i++)
		rn_str(n, NULL, a->notes[i]);
	return root;
}
