// SPDX-License-Identifier: GPL-2.0
/*
 * runs.c - compare's runs: each database read (its result, its analysis
 * when traced, the metrics compare and WHY use), the ones that cannot be
 * compared left out and said, the columns (labels) and rows (benchmarks,
 * parameter values) they make (compare.h has the definitions).
 */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "compare/cache.h"
#include "compare/compare.h"
#include "findings/findings.h"
#include "pass/queries.h"
#include "db.h"
#include "msg.h"
#include "strbuf.h"

static char *xstrdup(const char *s)
{
	return s ? strdup(s) : NULL;
}

static int result_value(sqlite3_stmt *st, int i, double *v, char *what, size_t n)
{
	const char *t;
	char *end;

	switch (sqlite3_column_type(st, i)) {
	case SQLITE_INTEGER:
	case SQLITE_FLOAT:
		*v = sqlite3_column_double(st, i);
		return 0;
	case SQLITE_TEXT:
		t = (const char *)sqlite3_column_text(st, i);
		/* decimal digits, a point, an exponent: no "nan", "inf" or hex */
		if (t && *t && strspn(t, "0123456789.eE+-") == strlen(t)) {
			*v = strtod(t, &end);
			if (end != t && !*end)
				return 0;
		}
		snprintf(what, n, "'%.40s'", t ? t : "");
		return -1;
	default:
		snprintf(what, n, "a blob of %d bytes", sqlite3_column_bytes(st, i));
		return -1;
	}
}

/* read_result - the run's figure of merit; 0, 1 when it has none (said
 * when it is no number), -1 when workload_result cannot be read (said) */
static int read_result(sqlite3 *db, struct cmp_run *r)
{
	sqlite3_stmt *st = db_prepare(db, Q_CMP_RESULT);
	char what[64];
	int ret = 1, rc;

	if (!st)
		return -1;
	rc = sqlite3_step(st);
	if (rc == SQLITE_ROW && sqlite3_column_type(st, 1) != SQLITE_NULL) {
		const char *better = (const char *)sqlite3_column_text(st, 3);

		r->metric = xstrdup((const char *)sqlite3_column_text(st, 0));
		r->unit = xstrdup((const char *)sqlite3_column_text(st, 2));
		r->lower = better && !strcmp(better, "lower");
		ret = r->metric ? 0 : 1;
		if (!ret && result_value(st, 1, &r->value, what, sizeof(what)) < 0) {
			pt_warn("%s: left out: its result %s is %s, not a number", r->path,
				r->metric, what);
			ret = 2;
		}
	} else if (rc != SQLITE_ROW && rc != SQLITE_DONE) {
		db_error(db, "workload_result");
		ret = -1;
	}
	sqlite3_finalize(st);
	return ret;
}

static double us(struct dist *d, int p99)
{
	struct dist_summary s;

	if (dist_summarize(d, &s) < 0)
		return NAN;
	return (double)(p99 ? s.p99 : s.p50) / 1e3;
}

/* on_run - the workload's time on a CPU, summed (the analysis's run hook) */
static void on_run(void *ctx, int cpu, uint64_t t0, uint64_t t1, int pid, enum run_kind kind)
{
	double *wl_ns = ctx;

	if (kind == RUN_WORKLOAD && t1 > t0)
		*wl_ns += (double)(t1 - t0);
	(void)cpu;
	(void)pid;
}

/* no_energy - why @run has no energy figure (its counters meta, else
 * that it has none), malloc'ed */
static char *no_energy(const struct run *run)
{
	return xstrdup(run->counters ? run->counters : "no energy counters in the run");
}

static int read_metrics(struct analysis *a, struct cmp_run *r, double wl_ns)
{
	int i, k = 0;

	r->m.path = a->path;
	r->m.updates = a->updates > 0;
	r->m.delay_p50_us = a->path == PATH_FAST ? NAN : us(a->delay, 0);
	r->m.delay_p99_us = a->path == PATH_FAST ? NAN : us(a->delay, 1);
	r->m.requested = analysis_requested(a);
	r->m.delivered = analysis_delivered(a);
	r->m.wakeup_p99_us = us(a->lat, 1);
	r->m.idle_share = analysis_idle_share(a);
	r->m.wake_idle_share = analysis_wake_idle_share(a);
	r->m.watts = NAN;
	if (a->have_energy && a->energy_span_s > 0) {
		r->have_energy = 1;
		r->joules = a->joules;
		r->watts = r->m.watts = a->joules / a->energy_span_s;
	} else {
		r->no_energy = no_energy(a->run);
	}
	/* the mechanisms found, by rank; one that goes last (mode) only states the setup */
	for (i = 0; i < a->nfindings && k < CMP_NFIND; i++)
		if (!a->findings[i].def->last)
			r->m.findings[k++] = a->findings[i].id;
	return r->light ? 0 : cmp_why_measure(a, r, wl_ns);
}

/* The meta rows that tell one run from another: a copy of a database, or
 * one trace imported twice, has the same. */
static const char *const ident_keys[] = { "source",	 "source_file", "hostname",
					  "t_start_ns",	 "t_end_ns",	"workload_pid",
					  "workload_cmd" };

/* run_ident - @run's identity in @out, malloc'ed; NULL when its meta has no
 * span; 0, or -1 when meta cannot be read (said) */
static int run_ident(const struct run *run, char **out)
{
	struct strbuf sb = STRBUF_INIT;
	unsigned int i;
	char *v;
	int spans = 0;

	*out = NULL;
	for (i = 0; i < sizeof(ident_keys) / sizeof(ident_keys[0]); i++) {
		if (run_meta(run, ident_keys[i], &v) < 0) {
			sb_free(&sb);
			return -1;
		}
		spans += v && !strncmp(ident_keys[i], "t_", 2);
		sb_printf(&sb, "%s=%s\n", ident_keys[i], v ? v : "");
		free(v);
	}
	if (spans == 2 && !sb.oom)
		*out = strdup(sb_cstr(&sb));
	sb_free(&sb);
	return 0;
}

static void run_free(struct cmp_run *r)
{
	free(r->path);
	free(r->label);
	free(r->bench);
	free(r->param_name);
	free(r->param);
	free(r->metric);
	free(r->unit);
	free(r->no_energy);
	free(r->ident);
	cmp_ctx_free(r);
	cmp_why_run_free(r->why);
	memset(r, 0, sizeof(*r));
}

/* not_finite - @s reads whole as a number (strtod) that is nan or infinite */
static int not_finite(const char *s)
{
	char *end;
	double v = strtod(s, &end);

	return *s && end != s && !*end && !isfinite(v);
}

/*
 * load_run - read one database
 * Return: 0; 1 when the run is left out (warning printed); -1 when the file
 * cannot be read (message naming it).
 */
/* cache_of - the cache, opened on first use; NULL when not used */
static struct cmp_cache *cache_of(struct cmp *c)
{
	if (!c->cache_tried && !c->opts.no_cache) {
		c->cache_tried = 1;
		c->cache = cmp_cache_open();
	}
	return c->cache;
}

/*
 * analyse - the analysis of @run (the database @path, whose content was
 * @id when @have_id) into @r: from the cache when it has it, else made,
 * and then stored when the file has not changed meanwhile
 * Return: 0, -1 (said, or out of memory).
 */
static int analyse(struct cmp *c, struct cmp_run *r, struct run *run, const char *path,
		   const struct cmp_file_id *id, int have_id)
{
	double wl_ns = 0;
	struct analysis_hooks hooks = { .ctx = &wl_ns, .run = on_run };
	struct analysis_opts ao = { .from_s = -1, .to_s = -1, .comm_re = c->opts.comm,
				    .judges = &findings_judges, .hooks = &hooks };
	struct cmp_cache *cache = have_id ? cache_of(c) : NULL;
	struct cmp_file_id now;
	struct analysis a;
	int rc;

	if (cache && cmp_cache_get(cache, id, c->opts.comm, r)) {
		c->from_cache++;
		if (!r->have_energy) {
			r->no_energy = no_energy(run);
			if (!r->no_energy)
				return -1;
		}
		return 0;
	}
	c->analysed++;
	rc = findings_analyse(&a, run, &ao) < 0 ? -1 : 0;
	if (!rc)
		rc = read_metrics(&a, r, wl_ns);
	analysis_free(&a);
	if (!rc && cache && cmp_file_id(path, &now) == 0 && cmp_file_id_eq(id, &now))
		cmp_cache_put(cache, id, c->opts.comm, r);
	return rc;
}

static int load_run(struct cmp *c, struct cmp_run *r, const char *path)
{
	const struct cmp_opts *o = &c->opts;
	struct cmp_file_id id;
	int have_id;
	struct run run;
	struct stat st;
	const char *bench;
	int rc, len;

	memset(r, 0, sizeof(*r));
	/* the content's identity before anything of it is read */
	have_id = !o->no_cache && cmp_file_id(path, &id) == 0;
	if (run_open(&run, path) < 0)
		return -1;
	r->path = strdup(path);
	r->light = run.light;
	if (!r->path || run_ident(&run, &r->ident) < 0) {
		rc = -1;
		goto out_close;
	}
	if (stat(path, &st) == 0) {
		r->dev = (unsigned long long)st.st_dev;
		r->ino = (unsigned long long)st.st_ino;
	}
	if (run.interrupted || run.workload_exit > 0) {
		pt_warn("%s: left out: the workload %s", path,
			run.interrupted ? "was interrupted" : "failed");
		rc = 1;
		goto out_close;
	}
	rc = read_result(run.db, r);
	if (rc < 0)
		goto out_close;
	if (rc > 1) {
		rc = 1;
		goto out_close;
	}
	if (rc > 0) {
		pt_warn("%s: left out: no result (workload_result has no main row and no "
			"elapsed)", path);
		goto out_close;
	}
	if (!isfinite(r->value) || r->value <= 0) {
		/* tbench and dbench print 0 MB/sec when the run ended in warmup */
		pt_warn("%s: left out: %s is %g, no ratio can be taken", path, r->metric,
			r->value);
		rc = 1;
		goto out_close;
	}
	r->label = run.label ? strdup(run.label) : db_default_label(run.driver, run.governor);
	bench = cmp_bench_name(&run, &len);
	r->bench = bench ? strndup(bench, len) : strdup("unknown");
	r->param_name = xstrdup(run.param_name);
	r->param = strdup(run.param_value ? run.param_value : "");
	if (!r->path || !r->label || !r->bench || !r->param || cmp_ctx_read(&run, r) < 0) {
		rc = -1;
		goto out_close;
	}
	if (not_finite(r->param)) {
		/* a scaling value of nan sorts nowhere and draws no point */
		pt_warn("%s: left out: parameter %s=%s is a number that is not finite", path,
			r->param_name ? r->param_name : "param", r->param);
		rc = 1;
		goto out_close;
	}
	rc = analyse(c, r, &run, path, &id, have_id);
out_close:
	run_close(&run);
	if (rc)
		run_free(r);
	return rc;
}

static int add_str(char ***v, int *n, const char *s)
{
	char **g = realloc(*v, (*n + 1) * sizeof(*g));

	if (!g)
		return -1;
	*v = g;
	g[*n] = strdup(s);
	if (!g[*n])
		return -1;
	(*n)++;
	return 0;
}

static int has_str(char **v, int n, const char *s)
{
	int i;

	for (i = 0; i < n; i++)
		if (!strcmp(v[i], s))
			return i;
	return -1;
}

static void free_strs(char **v, int n)
{
	int i;

	for (i = 0; i < n; i++)
		free(v[i]);
	free(v);
}

/*
 * labels_split - the labels of a --labels list: separated by ',', in which
 * "\," is a comma of a label and "\\" a backslash (any other backslash is
 * itself), so that every label can be named
 * @out: set to the labels (malloc'ed, each and the array; free_strs())
 * Return: how many; -1 when out of memory, -2 when the list names no label
 * or an empty one (said).
 */
static int labels_split(const char *list, char ***out)
{
	struct strbuf sb = STRBUF_INIT;
	const char *p = list;
	int n = 0, empty = 0;

	*out = NULL;
	for (;;) {
		if (*p == '\\' && (p[1] == ',' || p[1] == '\\')) {
			sb_addc(&sb, p[1]);
			p += 2;
			continue;
		}
		if (*p && *p != ',') {
			sb_addc(&sb, *p++);
			continue;
		}
		empty |= !sb.len;
		if (sb.oom || add_str(out, &n, sb_cstr(&sb)) < 0) {
			sb_free(&sb);
			free_strs(*out, n);
			*out = NULL;
			return -1;
		}
		sb_reset(&sb);
		if (!*p++)
			break;
	}
	sb_free(&sb);
	if (empty) {
		pt_err("--labels: '%s' %s", list, strspn(list, ",") < strlen(list) ?
						   "has an empty label" : "names no label");
		free_strs(*out, n);
		*out = NULL;
		return -2;
	}
	return n;
}

/* choose_labels - the columns: --labels, or every label; the baseline first */
static int choose_labels(struct cmp *c)
{
	char **seen = NULL, **list = NULL;
	int nseen = 0, nlist = 0, i, ret = -1;

	for (i = 0; i < c->nruns; i++)
		if (has_str(seen, nseen, c->runs[i].label) < 0 &&
		    add_str(&seen, &nseen, c->runs[i].label) < 0)
			goto out;
	if (c->opts.labels) {
		nlist = labels_split(c->opts.labels, &list);
		if (nlist < 0) {
			ret = nlist;
			nlist = 0;
			goto out;
		}
		for (i = 0; i < nlist; i++) {
			if (has_str(seen, nseen, list[i]) < 0) {
				pt_err("--labels: no run has the label '%s'", list[i]);
				ret = -2;
				goto out;
			}
			if (has_str(c->labels, c->nlabels, list[i]) < 0 &&
			    add_str(&c->labels, &c->nlabels, list[i]) < 0)
				goto out;
		}
	} else {
		for (i = 0; i < nseen; i++)
			if (add_str(&c->labels, &c->nlabels, seen[i]) < 0)
				goto out;
	}
	if (c->opts.baseline) {
		int b = has_str(c->labels, c->nlabels, c->opts.baseline);
		char *t;

		if (b < 0) {
			pt_err("--baseline: no run %shas the label '%s'",
			       c->opts.labels ? "among --labels " : "", c->opts.baseline);
			ret = -2;
			goto out;
		}
		t = c->labels[b];
		memmove(&c->labels[1], &c->labels[0], b * sizeof(c->labels[0]));
		c->labels[0] = t;
	}
	/* DRIVER/GOVERNOR labels: grouped by driver, governors in order */
	if (label_order(c->labels, c->nlabels, c->opts.labels != NULL, &c->layout) < 0)
		goto out;
	ret = c->nlabels ? 0 : -1;
out:
	free_strs(seen, nseen);
	free_strs(list, nlist);
	return ret;
}

/* The bug reports' benchmarks, in the order of their rows; others after them,
 * in the order they are first seen. */
static const char *const bench_rows[] = { "dbench",    "netperf",   "tbench",
					  "hackbench", "kernbench", "gitsource" };

static int bench_row(const char *name)
{
	unsigned int i;

	for (i = 0; i < sizeof(bench_rows) / sizeof(bench_rows[0]); i++)
		if (!strcmp(name, bench_rows[i]))
			return (int)i;
	return (int)i;
}

/* order_benches - the rows of @c in the bug reports' order (a stable sort) */
static void order_benches(struct cmp *c)
{
	int i, j;

	for (i = 1; i < c->nbench; i++) {
		struct cmp_bench t = c->bench[i];

		for (j = i; j > 0 && bench_row(c->bench[j - 1].name) > bench_row(t.name); j--)
			c->bench[j] = c->bench[j - 1];
		c->bench[j] = t;
	}
}

static int is_number(const char *s, double *v)
{
	char *end;

	*v = strtod(s, &end);
	return *s && !*end;
}

static int cmp_param(const void *x, const void *y)
{
	const char *a = *(char *const *)x, *b = *(char *const *)y;
	double va, vb;

	is_number(a, &va);
	is_number(b, &vb);
	return va < vb ? -1 : va > vb ? 1 : strcmp(a, b);
}

/* add_bench - the benchmark row of @r, created on first sight */
static struct cmp_bench *add_bench(struct cmp *c, const struct cmp_run *r)
{
	struct cmp_bench *b;
	int i;

	for (i = 0; i < c->nbench; i++) {
		b = &c->bench[i];
		if (!strcmp(b->name, r->bench) && !strcmp(b->metric, r->metric))
			return b;
	}
	b = realloc(c->bench, (c->nbench + 1) * sizeof(*b));
	if (!b)
		return NULL;
	c->bench = b;
	b = &c->bench[c->nbench++];
	memset(b, 0, sizeof(*b));
	b->name = strdup(r->bench);
	b->metric = strdup(r->metric);
	b->unit = strdup(r->unit ? r->unit : "");
	b->param_name = strdup(r->param_name ? r->param_name : "param");
	b->lower = r->lower;
	for (i = 0; i < c->nbench - 1; i++)
		if (!strcmp(c->bench[i].name, r->bench))
			pt_warn("%s: benchmark %s has runs with metric %s and %s: two rows",
				r->path, r->bench, c->bench[i].metric, r->metric);
	return b->name && b->metric && b->unit && b->param_name ? b : NULL;
}

/* same_run - the run @r loaded before, of which @n is a copy; NULL when none */
static const struct cmp_run *same_run(const struct cmp *c, const struct cmp_run *n,
				      const char **how)
{
	int i;

	for (i = 0; i < c->nruns; i++) {
		const struct cmp_run *r = &c->runs[i];

		if ((r->dev || r->ino) && r->dev == n->dev && r->ino == n->ino) {
			*how = "the same file";
			return r;
		}
		if (r->ident && n->ident && !strcmp(r->ident, n->ident)) {
			*how = "the same source, host, start, end and command in meta";
			return r;
		}
	}
	return NULL;
}

/* drop_other - free the runs of labels not shown and count them; c->runs
 * keeps the runs compared, in their order */
static void drop_other(struct cmp *c)
{
	int i, n = 0;

	for (i = 0; i < c->nruns; i++) {
		if (cmp_label_index(c, c->runs[i].label) < 0) {
			run_free(&c->runs[i]);
			c->other++;
			continue;
		}
		if (n != i) {
			c->runs[n] = c->runs[i];
			memset(&c->runs[i], 0, sizeof(c->runs[i]));
		}
		n++;
	}
	c->nruns = n;
}

/* say_cache - -v: how many runs came from the cache, how many were analysed */
static void say_cache(const struct cmp *c)
{
	int bad = cmp_cache_rejected(c->cache);
	char note[64] = "";

	if (bad)
		snprintf(note, sizeof(note), "; %d entr%s failed the checks (analysed again)",
			 bad, bad == 1 ? "y" : "ies");
	pt_info("%s: compare: %d run%s: %d from the cache (%s), %d analysed%s", pt_prog,
		c->from_cache + c->analysed, c->from_cache + c->analysed == 1 ? "" : "s",
		c->from_cache, c->opts.no_cache ? "--no-cache" : c->cache ? "in use" : "not used",
		c->analysed, note);
}

int cmp_load(struct cmp *c, char *const *paths, int n, const struct cmp_opts *o)
{
	int i, rc;

	c->opts = *o;
	if (o->labels) {
		char **list;
		int nl = labels_split(o->labels, &list);

		free_strs(list, nl > 0 ? nl : 0);
		if (nl < 0)
			return nl == -2 ? -2 : -1;
	}
	c->runs = calloc(n > 0 ? n : 1, sizeof(*c->runs));
	if (!c->runs)
		return -1;
	for (i = 0; i < n; i++) {
		struct cmp_run *r = &c->runs[c->nruns];
		const struct cmp_run *dup;
		const char *how;

		rc = load_run(c, r, paths[i]);
		if (rc < 0)
			return -1;
		if (rc > 0) {
			c->skipped++;
			continue;
		}
		dup = same_run(c, r, &how);
		if (dup) {
			pt_warn("%s: left out: the same run as %s (%s)", paths[i], dup->path, how);
			run_free(r);
			c->duplicates++;
			continue;
		}
		c->nruns++;
	}
	if (o->verbose)
		say_cache(c);
	cmp_cache_close(c->cache);
	c->cache = NULL;
	if (!c->nruns) {
		pt_err("compare: no run left to compare");
		return -1;
	}
	rc = choose_labels(c);
	if (rc < 0)
		return rc;
	/* runs of labels not shown take no part */
	drop_other(c);
	for (i = 0; i < c->nruns; i++) {
		struct cmp_run *r = &c->runs[i];
		struct cmp_bench *b = add_bench(c, r);

		c->light += r->light;
		c->traced += !r->light;
		if (!b)
			return -1;
		if (strcmp(b->param_name, r->param_name ? r->param_name : "param") != 0)
			pt_warn("%s: parameter %s, other %s runs have %s: grouped by value only",
				r->path, r->param_name ? r->param_name : "(none)", b->name,
				b->param_name);
		if (cmp_param_index(b, r->param) < 0 &&
		    add_str(&b->params, &b->nparams, r->param) < 0)
			return -1;
	}
	order_benches(c);
	for (i = 0; i < c->nbench; i++) {
		struct cmp_bench *b = &c->bench[i];
		double v;
		int k, numeric = 1;

		for (k = 0; k < b->nparams; k++)
			numeric &= is_number(b->params[k], &v);
		if (numeric)
			qsort(b->params, b->nparams, sizeof(b->params[0]), cmp_param);
	}
	/* the machines of the runs compared, and their own configuration */
	return cmp_ctx_check(c);
}

void cmp_free(struct cmp *c)
{
	int i, k;

	cmp_cache_close(c->cache);
	for (i = 0; i < c->nruns; i++)
		run_free(&c->runs[i]);
	free(c->runs);
	for (i = 0; i < c->nlabels; i++)
		free(c->labels[i]);
	free(c->labels);
	label_layout_free(&c->layout);
	for (i = 0; i < c->nbench; i++) {
		struct cmp_bench *b = &c->bench[i];

		free(b->name);
		free(b->metric);
		free(b->unit);
		free(b->param_name);
		for (k = 0; k < b->nparams; k++)
			free(b->params[k]);
		free(b->params);
		free(b->g);
		free(b->by_param);
		free(b->ppw_by_param);
		free(b->ratio);
		free(b->ppw);
		free(b->overhead);
		free(b->spread);
		free(b->ppw_spread);
		free(b->sum);
		free(b->no_energy);
	}
	free(c->bench);
	free(c->mixed);
	cmp_why_free(c);
	memset(c, 0, sizeof(*c));
}
