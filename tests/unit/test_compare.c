// SPDX-License-Identifier: GPL-2.0
/*
 * test_compare - pstate-analyze compare on databases built here with known
 * results and energy: the ratios and their geometric mean, perf-per-watt
 * for higher- and lower-is-better metrics, the `~` rule with repeats (the
 * delta-method interval, worked out below by hand) and without (--noise),
 * the N/A cases, left-out runs, bad files, and the text (80 columns, many
 * labels), markdown and JSON (checked with SQLite's json_extract) output.
 */
#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include "test.h"
#include "analyze_cmds.h"
#include "compare/compare.h"
#include "db.h"

static char tmpdir[] = "/tmp/test_compare.XXXXXX";
static char *paths[256];
static int npaths;

struct spec {
	const char *label, *bench, *param_name, *param;
	const char *metric, *unit, *better;
	double value;
	double joules; /* < 0: no energy counter */
	double span_s;
	int exit_status;
	int traced; /* meta tracing = full (else counters-only, a light run) */
};

static int exec_sql(sqlite3 *db, const char *sql)
{
	return sqlite3_exec(db, sql, NULL, NULL, NULL) == SQLITE_OK ? 0 : -1;
}

/* make_db - a run database as record writes it: meta, workload_result with the
 * main row and elapsed, and a package energy counter sampled at the start,
 * the middle and the end of the workload */
static const char *make_db(const char *name, const struct spec *s)
{
	const int64_t t0 = 1000000000LL, t1 = t0 + (int64_t)(s->span_s * 1e9);
	char *path, sql[512];
	sqlite3 *db;
	int ok = 1;

	if (asprintf(&path, "%s/%s.db", tmpdir, name) < 0)
		return NULL;
	if (db_create(path, &db) < 0) {
		free(path);
		return NULL;
	}
	ok &= db_set_meta(db, "source", "record") == 0;
	ok &= db_set_meta(db, "tracing", s->traced ? "full" : "counters-only") == 0;
	ok &= db_set_meta(db, "label", s->label) == 0;
	ok &= db_set_meta(db, "benchmark", s->bench) == 0;
	if (s->param_name) {
		ok &= db_set_meta(db, "param_name", s->param_name) == 0;
		ok &= db_set_meta(db, "param_value", s->param) == 0;
	}
	ok &= db_set_meta_int(db, "t_start_ns", t0) == 0;
	ok &= db_set_meta_int(db, "t_end_ns", t1) == 0;
	/* a pid of its own: two runs never share their identity (duplicates) */
	ok &= db_set_meta_int(db, "workload_pid", 4242 + npaths) == 0;
	ok &= db_set_meta_int(db, "workload_exit", s->exit_status) == 0;
	ok &= db_set_meta_int(db, "nr_cpus", 2) == 0;
	ok &= db_set_meta(db, "counters", s->joules < 0 ? "no RAPL here (test)" :
							"power/energy-pkg (test)") == 0;
	snprintf(sql, sizeof(sql),
		 "INSERT INTO workload_result VALUES ('%s', %.17g, '%s', '%s', 1);"
		 "INSERT INTO workload_result VALUES ('elapsed', %.17g, 's', 'lower', 0);",
		 s->metric, s->value, s->unit, s->better, s->span_s + 0.01);
	ok &= exec_sql(db, sql) == 0;
	if (s->joules >= 0) {
		/* scale 1e-6: the values are microjoules, cumulative */
		long long uj = llround(s->joules * 1e6);

		snprintf(sql, sizeof(sql),
			 "INSERT INTO counter VALUES ('power/energy-pkg', 'Joules', 1e-6, "
			 "'package', 'test');"
			 "INSERT INTO counter_sample VALUES (%lld, 0, 'power/energy-pkg', 0);"
			 "INSERT INTO counter_sample VALUES (%lld, 0, 'power/energy-pkg', %lld);"
			 "INSERT INTO counter_sample VALUES (%lld, 0, 'power/energy-pkg', %lld);",
			 (long long)t0, (long long)(t0 + t1) / 2, uj / 3, (long long)t1, uj);
		ok &= exec_sql(db, sql) == 0;
	}
	sqlite3_close(db);
	if (!ok) {
		free(path);
		return NULL;
	}
	paths[npaths++] = path;
	return path;
}

static struct spec S(const char *label, const char *bench, const char *param, double value,
		     double joules)
{
	int lower = !strcmp(bench, "hb");
	struct spec s = { label, bench, lower ? "groups" : "clients", param,
			  lower ? "time" : "throughput", lower ? "s" : "MB/sec",
			  lower ? "lower" : "higher", value, joules, 10.0, 0, 0 };

	return s;
}

/* add - make a database and remember its path in @set */
static void add(char **set, int *n, const char *name, struct spec s)
{
	const char *p = make_db(name, &s);

	if (p)
		set[(*n)++] = (char *)p;
	else
		printf("# cannot make %s\n", name);
}

static const struct cmp_bench *bench_of(const struct cmp *c, const char *name)
{
	int i;

	for (i = 0; i < c->nbench; i++)
		if (!strcmp(c->bench[i].name, name))
			return &c->bench[i];
	return NULL;
}

static const struct cmp_cell *by_param(const struct cmp *c, const struct cmp_bench *b,
				       const char *param, const char *label)
{
	int p = cmp_param_index(b, param), l = cmp_label_index(c, label);

	if (p < 0 || l < 0)
		return NULL;
	return &b->by_param[p * c->nlabels + l];
}

static const struct cmp_cell *ratio(const struct cmp *c, const struct cmp_bench *b,
				    const char *label, int ppw)
{
	int l = cmp_label_index(c, label);

	if (l < 0)
		return NULL;
	return ppw ? &b->ppw[l] : &b->ratio[l];
}

/* run_compare - cmd_compare with @args (a NULL-terminated list) and the
 * databases, output to @out */
static int run_compare(const char *out, const char *const *args, char **dbs, int n)
{
	char *argv[300];
	int argc = 0, i;

	argv[argc++] = "compare";
	for (i = 0; args[i]; i++)
		argv[argc++] = (char *)args[i];
	argv[argc++] = "-o";
	argv[argc++] = (char *)out;
	for (i = 0; i < n; i++)
		argv[argc++] = dbs[i];
	argv[argc] = NULL;
	return cmd_compare(argc, argv);
}

/* run_compare_err - run_compare with stderr in @err (the file's first line,
 * static buffer) */
static int run_compare_err(const char *out, const char *const *args, char **dbs, int n,
			   const char **err)
{
	static char line[512];
	char path[300];
	int fd, saved, rc;
	FILE *f;

	snprintf(path, sizeof(path), "%s/stderr.txt", tmpdir);
	fflush(stderr);
	saved = dup(2);
	fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
	if (saved < 0 || fd < 0 || dup2(fd, 2) < 0) {
		*err = "(cannot redirect stderr)";
		return -1;
	}
	close(fd);
	rc = run_compare(out, args, dbs, n);
	fflush(stderr);
	dup2(saved, 2);
	close(saved);
	line[0] = 0;
	f = fopen(path, "r");
	if (f) {
		if (!fgets(line, sizeof(line), f))
			line[0] = 0;
		fclose(f);
	}
	line[strcspn(line, "\n")] = 0;
	*err = line;
	return rc;
}

static char *slurp(const char *path)
{
	FILE *f = fopen(path, "r");
	char *buf;
	long n;

	if (!f)
		return NULL;
	fseek(f, 0, SEEK_END);
	n = ftell(f);
	rewind(f);
	buf = calloc(1, n + 1);
	if (buf && fread(buf, 1, n, f) != (size_t)n) {
		free(buf);
		buf = NULL;
	}
	fclose(f);
	return buf;
}

/* widest - the longest line of @s */
static int widest(const char *s)
{
	int w = 0, cur = 0;

	for (; s && *s; s++) {
		if (*s == '\n') {
			cur = 0;
			continue;
		}
		if (++cur > w)
			w = cur;
	}
	return w;
}

/* line_of - the first line of @s that starts with @prefix (static buffer) */
static const char *line_of(const char *s, const char *prefix)
{
	static char buf[256];
	const char *p = s;

	while (p && *p) {
		const char *e = strchr(p, '\n');
		size_t n = e ? (size_t)(e - p) : strlen(p);

		if (!strncmp(p, prefix, strlen(prefix))) {
			snprintf(buf, sizeof(buf), "%.*s", (int)n, p);
			return buf;
		}
		p = e ? e + 1 : NULL;
	}
	return NULL;
}

static void test_t_quantile(void)
{
	/* two-sided 95% critical values from the published t table */
	static const struct {
		double df, t;
	} table[] = { { 1, 12.7062 }, { 2, 4.3027 }, { 3, 3.1824 }, { 5, 2.5706 },
		      { 8, 2.3060 }, { 10, 2.2281 }, { 30, 2.0423 }, { 120, 1.9799 },
		      { 1e9, 1.9600 } };
	unsigned int i;

	for (i = 0; i < sizeof(table) / sizeof(table[0]); i++)
		T_NEAR(cmp_t_quantile(0.975, table[i].df), table[i].t, 1e-4,
		       "t quantile 0.975, df %g = %.4f", table[i].df, table[i].t);
	T_NEAR(cmp_t_quantile(0.995, 4), 4.6041, 1e-4, "t quantile 0.995, df 4 = 4.6041");
	T_OK(cmp_t_quantile(0.975, 7.5) > 2.3060 && cmp_t_quantile(0.975, 7.5) < 2.3646,
	     "t quantile df 7.5 lies between df 8 and df 7");
	T_OK(isnan(cmp_t_quantile(0.975, 0)), "t quantile: df 0 is NAN");
}

/*
 * Without repeats: tb (throughput, higher is better) at clients 1, 2, 4;
 * hb (time, lower is better) at groups 1, 2.  Every run lasts 10 s.
 */
static void test_single(void)
{
	char *set[32];
	int n = 0;
	struct cmp c = { 0 };
	struct cmp_opts o = { .noise = 0.02 };
	const struct cmp_bench *tb, *hb;
	const struct cmp_cell *cell;
	double want;

	/* tb: base 100/200/400 MB/s at 1000 J (100 W); new 110/180/400 at 900 J (90 W) */
	add(set, &n, "s-tb-base-1", S("base", "tb", "1", 100, 1000));
	add(set, &n, "s-tb-base-2", S("base", "tb", "2", 200, 1000));
	add(set, &n, "s-tb-base-4", S("base", "tb", "4", 400, 1000));
	add(set, &n, "s-tb-new-1", S("new", "tb", "1", 110, 900));
	add(set, &n, "s-tb-new-2", S("new", "tb", "2", 180, 900));
	add(set, &n, "s-tb-new-4", S("new", "tb", "4", 400, 900));
	/* "half" ran only clients 1 and 2: 101 and 210, 500 J (50 W) */
	add(set, &n, "s-tb-half-1", S("half", "tb", "1", 101, 500));
	add(set, &n, "s-tb-half-2", S("half", "tb", "2", 210, 500));
	/* hb: base 2.0 s / 4.0 s at 200 J (20 W); new 1.0 s / 4.4 s at 250 J (25 W);
	 * "half" has no hb run at all */
	add(set, &n, "s-hb-base-1", S("base", "hb", "1", 2.0, 200));
	add(set, &n, "s-hb-base-2", S("base", "hb", "2", 4.0, 200));
	add(set, &n, "s-hb-new-1", S("new", "hb", "1", 1.0, 250));
	add(set, &n, "s-hb-new-2", S("new", "hb", "2", 4.4, 250));

	T_EQ_INT(cmp_load(&c, set, n, &o), 0, "single: load 12 databases");
	T_EQ_INT(cmp_compute(&c), 0, "single: compute");
	T_EQ_INT(c.nlabels, 3, "single: 3 labels");
	T_EQ_STR(c.labels[0], "base", "single: the first label seen is the baseline");
	T_EQ_INT(c.nbench, 2, "single: two benchmarks, two rows");
	tb = bench_of(&c, "tb");
	hb = bench_of(&c, "hb");
	if (!tb || !hb) {
		T_OK(0, "single: benchmarks tb and hb found");
		cmp_free(&c);
		return;
	}
	T_EQ_INT(tb->nparams, 3, "single: tb has 3 parameter values");
	T_EQ_STR(tb->params[2], "4", "single: parameter values in numeric order");
	T_OK(!tb->lower && hb->lower, "single: better-if from workload_result.better");

	/* by parameter: 110/100, 180/200, 400/400 */
	cell = by_param(&c, tb, "1", "new");
	T_NEAR(cell->ratio, 1.1, 1e-12, "single: tb new clients=1 ratio 1.10");
	T_OK(!cell->noise && !cell->interval && cell->unknown,
	     "single: 1.10 is not noise (> 2%%, no spread): its noise is unknown");
	cell = by_param(&c, tb, "2", "new");
	T_NEAR(cell->ratio, 0.9, 1e-12, "single: tb new clients=2 ratio 0.90");
	cell = by_param(&c, tb, "4", "new");
	T_NEAR(cell->ratio, 1.0, 1e-12, "single: tb new clients=4 ratio 1.00");
	T_OK(cell->noise, "single: ratio 1.00 without repeats is noise");

	/* the cell: geometric mean (1.1 * 0.9 * 1.0)^(1/3) = 0.99^(1/3) */
	want = pow(1.1 * 0.9 * 1.0, 1.0 / 3);
	cell = ratio(&c, tb, "new", 0);
	T_NEAR(cell->ratio, want, 1e-12, "single: tb new = geometric mean 0.99^(1/3) = %.6f", want);
	T_OK(cell->noise, "single: |0.9967 - 1| <= 2%%: ~");
	T_NEAR(ratio(&c, tb, "base", 0)->ratio, 1.0, 0, "single: the baseline column is 1.00");
	T_OK(!ratio(&c, tb, "base", 0)->noise, "single: the baseline is not marked ~");

	/* perf-per-watt, higher is better: throughput / W; base 100 W, new 90 W */
	want = pow((110 / 90.0) / (100 / 100.0) * (180 / 90.0) / (200 / 100.0) *
			   (400 / 90.0) / (400 / 100.0), 1.0 / 3);
	cell = ratio(&c, tb, "new", 1);
	T_OK(cell->have, "single: tb new perf-per-watt known");
	T_NEAR(cell->ratio, want, 1e-9, "single: tb new perf-per-watt ratio %.6f", want);
	/* one run a side at each value: the spread of the ratio across the 3
	 * values (RULE_VALUES), whose ratios 1.22, 1.00, 1.11 hold 1 */
	{
		double l[3] = { log(110 / 90.0 / 1.0), log(180 / 90.0 / 2.0),
				log(400 / 90.0 / 4.0) };
		double g = (l[0] + l[1] + l[2]) / 3, ss = 0, h;
		int k;

		for (k = 0; k < 3; k++)
			ss += (l[k] - g) * (l[k] - g);
		h = 4.302653 * sqrt(ss / 2 / 3); /* t(0.975, 2), table */
		T_OK(cell->rule == RULE_VALUES && cell->interval,
		     "single: perf-per-watt, one run each: judged by the spread across values");
		T_NEAR(cell->lo, exp(g - h), 1e-5, "single: its interval low %.5f", exp(g - h));
		T_NEAR(cell->hi, exp(g + h), 1e-5, "single: its interval high %.5f", exp(g + h));
		T_OK(cell->noise, "single: perf-per-watt +11%% is within that spread");
	}
	cell = by_param(&c, tb, "1", "new");
	T_OK(cell->rule == RULE_NONE && cell->unknown && !cell->noise,
	     "single: one run each at one value, 1.10: noise unknown, neither ~ nor beyond");

	/* a label with no run for one parameter value: that cell N/A, the cell over
	 * the values both have: sqrt(101/100 * 210/200) */
	cell = by_param(&c, tb, "4", "half");
	T_OK(cell && !cell->have, "single: tb half clients=4 (no run) is N/A");
	cell = ratio(&c, tb, "half", 0);
	T_NEAR(cell->ratio, sqrt(1.01 * 1.05), 1e-12, "single: tb half over 2 of 3 values");
	T_OK(cell->nused == 2 && cell->nbase == 3, "single: tb half coverage 2 of 3");
	T_NEAR(ratio(&c, tb, "half", 1)->ratio, sqrt((101 / 50.0) / 1 * (210 / 50.0) / 2), 1e-9,
	       "single: tb half perf-per-watt over 2 of 3 values");

	/* lower is better: the ratio is still new / base; per watt 1 / (time x W) */
	T_NEAR(by_param(&c, hb, "1", "new")->ratio, 0.5, 1e-12, "single: hb new groups=1 0.50");
	T_NEAR(by_param(&c, hb, "2", "new")->ratio, 1.1, 1e-12, "single: hb new groups=2 1.10");
	T_NEAR(ratio(&c, hb, "new", 0)->ratio, sqrt(0.5 * 1.1), 1e-12,
	       "single: hb new geometric mean sqrt(0.55)");
	want = sqrt((1 / (1.0 * 25)) / (1 / (2.0 * 20)) * (1 / (4.4 * 25)) / (1 / (4.0 * 20)));
	T_NEAR(ratio(&c, hb, "new", 1)->ratio, want, 1e-9,
	       "single: hb new perf-per-watt 1/(time x W) ratio %.6f", want);

	/* a label without any run of a benchmark: N/A, not a crash */
	T_OK(!ratio(&c, hb, "half", 0)->have, "single: hb half (no run) is N/A");
	T_OK(!ratio(&c, hb, "half", 1)->have, "single: hb half perf-per-watt is N/A");
	T_EQ_INT(hb->sum[cmp_label_index(&c, "half")].runs, 0, "single: hb half metrics: 0 runs");
	T_OK(hb->sum[0].runs == 0 && isnan(hb->sum[0].watts),
	     "single: the key metrics come from traced runs: none here");
	cmp_free(&c);

	/* --noise 15: 1.10 and 0.90 become noise */
	o.noise = 0.15;
	T_EQ_INT(cmp_load(&c, set, n, &o) || cmp_compute(&c), 0, "single: --noise 15 load");
	tb = bench_of(&c, "tb");
	T_OK(tb && by_param(&c, tb, "1", "new")->noise && by_param(&c, tb, "2", "new")->noise,
	     "single: --noise 15%%: 1.10 and 0.90 are noise");
	cmp_free(&c);

	/* --baseline new --labels new,base: base / new */
	o.noise = 0.02;
	o.baseline = "new";
	o.labels = "base,new";
	T_EQ_INT(cmp_load(&c, set, n, &o) || cmp_compute(&c), 0, "single: --baseline new");
	T_EQ_STR(c.labels[0], "new", "single: --baseline is the first column");
	T_EQ_INT(c.nlabels, 2, "single: --labels keeps two labels");
	T_EQ_INT(c.nruns, 10, "single: the runs of 'half' take no part");
	T_EQ_INT(c.other, 2, "single: the runs of 'half' are counted as not in --labels");
	T_EQ_INT(c.skipped, 0, "single: ... and not as left out");
	tb = bench_of(&c, "tb");
	T_NEAR(ratio(&c, tb, "base", 0)->ratio, 1 / pow(0.99, 1.0 / 3), 1e-12,
	       "single: base / new is the inverse");
	cmp_free(&c);
	o.baseline = "nobody";
	o.labels = NULL;
	T_EQ_INT(cmp_load(&c, set, n, &o), -2, "single: unknown --baseline is a usage error");
	cmp_free(&c);
	o.baseline = NULL;
	o.labels = "base,nobody";
	T_EQ_INT(cmp_load(&c, set, n, &o), -2, "single: unknown --labels is a usage error");
	cmp_free(&c);
}

/*
 * With repeats: 3 runs of each configuration, clients 1 and 2, every group
 * with a coefficient of variation of 1%: base {99, 100, 101} and
 * {198, 200, 202}, the others these times a factor.  By the definition
 * (compare.h), each of the 4 groups contributes
 *   v = (s / m)^2 / k / P^2 = 0.01^2 / 3 / 4,
 * so Var G = 4v = 0.0001 / 3, and Welch-Satterthwaite gives
 *   df = (4v)^2 / (4 v^2 / 2) = 8, t(0.975, 8) = 2.306004 (table):
 * the half-width of the interval of ln(ratio) is 2.306004 * sqrt(0.0001 / 3)
 * = 0.013314.
 */
static void test_repeats(void)
{
	static const struct {
		const char *label;
		double f1, f2;
		int noise;
	} labels[] = {
		{ "base", 1, 1, 0 },
		{ "plus1", 1.01, 1.01, 1 },    /* ln 1.01 = 0.00995 < 0.013314 */
		{ "plus2", 1.02, 1.02, 0 },    /* ln 1.02 = 0.01980 > 0.013314 */
		{ "mixed", 1.03, 0.99, 1 },    /* (ln 1.03 + ln 0.99) / 2 = 0.00975 */
		{ "minus3", 0.97, 0.97, 0 },
	};
	const double half = 2.306004 * sqrt(0.0001 / 3);
	char *set[64], name[64];
	int n = 0, i, r;
	struct cmp c = { 0 };
	struct cmp_opts o = { .noise = 0.5 }; /* must not matter with repeats */
	const struct cmp_bench *tb;

	for (i = 0; i < 5; i++)
		for (r = 0; r < 3; r++) {
			snprintf(name, sizeof(name), "r-%s-1-%d", labels[i].label, r);
			add(set, &n, name, S(labels[i].label, "tb", "1",
					     labels[i].f1 * (99 + r), 100));
			snprintf(name, sizeof(name), "r-%s-2-%d", labels[i].label, r);
			add(set, &n, name, S(labels[i].label, "tb", "2",
					     labels[i].f2 * (198 + 2 * r), 100));
		}
	T_EQ_INT(cmp_load(&c, set, n, &o) || cmp_compute(&c), 0, "repeats: load 30 databases");
	tb = bench_of(&c, "tb");
	if (!tb) {
		T_OK(0, "repeats: benchmark tb found");
		cmp_free(&c);
		return;
	}
	T_EQ_INT(tb->g[0].n, 3, "repeats: 3 runs per configuration");
	T_NEAR(tb->g[0].sd, 1.0, 1e-12, "repeats: sd of {99, 100, 101} is 1");
	for (i = 1; i < 5; i++) {
		const struct cmp_cell *cell = ratio(&c, tb, labels[i].label, 0);
		double g = (log(labels[i].f1) + log(labels[i].f2)) / 2;

		T_NEAR(cell->ratio, exp(g), 1e-12, "repeats: %s ratio %.4f", labels[i].label,
		       exp(g));
		T_OK(cell->interval, "repeats: %s uses the 95%% interval", labels[i].label);
		T_NEAR(cell->lo, exp(g - half), 1e-6, "repeats: %s interval low %.6f",
		       labels[i].label, exp(g - half));
		T_NEAR(cell->hi, exp(g + half), 1e-6, "repeats: %s interval high %.6f",
		       labels[i].label, exp(g + half));
		T_EQ_INT(cell->noise, labels[i].noise, "repeats: %s is %swithin noise",
			 labels[i].label, labels[i].noise ? "" : "not ");
	}
	/* one parameter value alone: P = 1, two groups, v = 0.0001 / 3 each,
	 * df = (2v)^2 / (2 v^2 / 2) = 4, t(0.975, 4) = 2.776445 */
	{
		const struct cmp_cell *cell = by_param(&c, tb, "1", "plus2");
		double h1 = 2.776445 * sqrt(2 * 0.0001 / 3);

		T_NEAR(cell->lo, 1.02 * exp(-h1), 1e-6, "repeats: plus2 clients=1 interval low");
		T_OK(cell->noise, "repeats: plus2 clients=1 alone: 1.02 within its wider interval");
	}
	cmp_free(&c);

	/* one label with a single run of clients=2: no repeats everywhere, so each
	 * side's spread pooled over its values (single's: its two runs of clients=1) */
	add(set, &n, "r-single-1-0", S("single", "tb", "1", 101, 100));
	add(set, &n, "r-single-1-1", S("single", "tb", "1", 101, 100));
	add(set, &n, "r-single-2-0", S("single", "tb", "2", 202, 100));
	o.noise = 0.02;
	o.labels = "base,single";
	T_EQ_INT(cmp_load(&c, set, n, &o) || cmp_compute(&c), 0, "repeats: mixed repeats load");
	tb = bench_of(&c, "tb");
	{
		const struct cmp_cell *cell = ratio(&c, tb, "single", 0);

		T_NEAR(cell->ratio, 1.01, 1e-12, "repeats: single ratio 1.01");
		/* single's two runs of clients=1 are the same: a spread of 0 pooled,
		 * the interval base's alone; 1.01 is within --noise anyway */
		T_OK(cell->rule == RULE_POOLED && cell->interval && cell->noise,
		     "repeats: a configuration with 1 run: the pooled spreads, 1.01 is ~ "
		     "(within --noise)");
		cell = by_param(&c, tb, "1", "single");
		T_OK(cell->interval, "repeats: clients=1 (2 and 3 runs) uses the interval");
	}
	cmp_free(&c);
}

static void test_left_out(void)
{
	char *set[8];
	int n = 0;
	struct cmp c = { 0 };
	struct cmp_opts o = { .noise = 0.02 };
	struct spec s = S("base", "tb", "1", 100, 100);

	add(set, &n, "l-ok", s);
	s.exit_status = 1;
	s.value = 1;
	add(set, &n, "l-failed", s);
	T_EQ_INT(cmp_load(&c, set, n, &o), 0, "left out: load");
	T_EQ_INT(c.nruns, 1, "left out: the failed run is not counted");
	T_EQ_INT(c.skipped, 1, "left out: one run left out");
	cmp_free(&c);
	T_EQ_INT(cmp_load(&c, set + 1, 1, &o), -1, "left out: nothing left is an error");
	cmp_free(&c);
}

static void test_bad_files(void)
{
	static const char *const none[] = { NULL };
	char *set[2], bad[256], out[256];
	int n = 0;
	sqlite3 *db;
	FILE *f;

	snprintf(out, sizeof(out), "%s/bad.out", tmpdir);
	add(set, &n, "b-good", S("base", "tb", "1", 100, 100));
	/* a newer schema */
	add(set, &n, "b-newer", S("base", "tb", "2", 100, 100));
	if (n == 2 && sqlite3_open(set[1], &db) == SQLITE_OK) {
		exec_sql(db, "PRAGMA user_version = 3");
		sqlite3_close(db);
	}
	T_EQ_INT(run_compare(out, none, set, 2), 1, "bad files: a newer schema exits 1");
	/* an SQLite file that is not ours */
	snprintf(bad, sizeof(bad), "%s/other.db", tmpdir);
	if (sqlite3_open(bad, &db) == SQLITE_OK) {
		exec_sql(db, "CREATE TABLE t (a)");
		sqlite3_close(db);
	}
	set[1] = bad;
	T_EQ_INT(run_compare(out, none, set, 2), 1, "bad files: a foreign SQLite file exits 1");
	/* not SQLite at all */
	snprintf(bad, sizeof(bad), "%s/text.db", tmpdir);
	f = fopen(bad, "w");
	if (f) {
		fputs("Throughput 1 MB/sec\n", f);
		fclose(f);
	}
	T_EQ_INT(run_compare(out, none, set, 2), 1, "bad files: a text file exits 1");
	snprintf(bad, sizeof(bad), "%s/absent.db", tmpdir);
	T_EQ_INT(run_compare(out, none, set, 2), 1, "bad files: a missing file exits 1");
	{
		static const char *const nob[] = { "--baseline", "nobody", NULL };
		static const char *const badnoise[] = { "--noise", "x", NULL };
		static const char *const badfmt[] = { "--format", "xml", NULL };

		T_EQ_INT(run_compare(out, nob, set, 1), 2, "bad files: unknown --baseline exits 2");
		static const char *const noise100[] = { "--noise", "100", NULL };
		static const char *const noise99[] = { "--noise", "99.5%", NULL };
		const char *err;

		T_EQ_INT(run_compare(out, badnoise, set, 1), 2, "bad files: --noise x exits 2");
		T_EQ_INT(run_compare_err(out, noise100, set, 1, &err), 2,
			 "bad files: --noise 100 exits 2");
		T_OK(strstr(err, "--noise: '100' is not a percentage from 0 to below 100"),
		     "bad files: --noise 100: the message gives the range that is taken (%s)", err);
		T_EQ_INT(run_compare(out, noise99, set, 1), 0, "bad files: --noise 99.5%% is taken");
		T_EQ_INT(run_compare(out, badfmt, set, 1), 2, "bad files: --format xml exits 2");
		{
			static const char *const badcomm[] = { "--comm", "(", NULL };

			T_EQ_INT(run_compare_err(out, badcomm, set, 1, &err), 2,
				 "bad files: --comm ( exits 2");
			T_OK(strstr(err, "--comm: '(' is not a regular expression"),
			     "bad files: --comm (: the message says why (%s)", err);
		}
		T_EQ_INT(run_compare(out, none, set, 0), 2, "bad files: no database exits 2");
	}
}

static void test_output(void)
{
	static const char *const text[] = { NULL };
	static const char *const md[] = { "--format", "markdown", NULL };
	static const char *const js[] = { "--format", "json", NULL };
	char *set[128], out[256], name[64], label[64], *s;
	int n = 0, i;

	snprintf(out, sizeof(out), "%s/out.txt", tmpdir);
	add(set, &n, "o-base-1", S("base", "tb", "1", 100, 1000));
	add(set, &n, "o-base-2", S("base", "tb", "2", 200, 1000));
	add(set, &n, "o-new-1", S("new", "tb", "1", 120, -1));
	add(set, &n, "o-new-2", S("new", "tb", "2", 150, -1));
	add(set, &n, "o-new-hb", S("new", "hb", "1", 2.0, -1));

	T_EQ_INT(run_compare(out, text, set, n), 0, "output: text exits 0");
	s = slurp(out);
	T_OK(s && strstr(s, "\nPERFORMANCE RATIOS\n"), "output: text has PERFORMANCE RATIOS");
	T_OK(s && strstr(s, "\nPERFORMANCE-PER-WATT RATIOS\n"),
	     "output: text has PERFORMANCE-PER-WATT RATIOS");
	T_OK(s && strstr(s, "better if"), "output: text has the better-if column");
	T_OK(s && strstr(s, "\nTB BY CLIENTS\n"), "output: text has the detail by parameter");
	T_OK(s && strstr(s, "\nKEY METRICS BY LABEL\n") && strstr(s, "  wakeup p99 ") &&
		     strstr(s, "  path ") && strstr(s, "  avg watts "),
	     "output: text has the key metrics block");
	/* sqrt(1.2 * 0.75) = 0.9487, one run each: the ratios 1.2 and 0.75
	 * across the two values hold 1 */
	T_EQ_STR(line_of(s, "  tb "), "  tb         1.00    ~  higher",
		 "output: tb new 0.95 (sqrt(1.2 x 0.75)) within the values' spread: ~, then "
		 "better if");
	T_OK(s && strstr(s, "N/A: no energy in 3 of 5 runs: no RAPL here (test)."),
	     "output: the missing energy's reason, once");
	T_EQ_STR(line_of(s, "  hb "), "  hb          N/A  N/A  lower",
		 "output: hb has no baseline run: N/A N/A");
	T_OK(widest(s) <= 80, "output: text within 80 columns (widest %d)", widest(s));
	free(s);

	T_EQ_INT(run_compare(out, md, set, n), 0, "output: markdown exits 0");
	s = slurp(out);
	T_OK(s && strstr(s, "## Performance ratios") && strstr(s, "| benchmark |"),
	     "output: markdown sections and tables");
	T_OK(widest(s) <= 80, "output: markdown within 80 columns (widest %d)", widest(s));
	free(s);

	T_EQ_INT(run_compare(out, js, set, n), 0, "output: json exits 0");
	s = slurp(out);
	T_EQ_STR(t_json(s, "$.baseline"), "base", "output: json baseline");
	T_EQ_STR(t_json(s, "$.labels"), "[\"base\",\"new\"]", "output: json labels");
	T_EQ_STR(t_json(s, "$.benchmarks[0].name"), "tb", "output: json benchmarks[0].name");
	T_EQ_STR(t_json(s, "$.benchmarks[0].metric"), "throughput", "output: json metric");
	T_EQ_STR(t_json(s, "$.benchmarks[0].better"), "higher", "output: json better");
	T_NEAR(atof(t_json(s, "$.benchmarks[0].ratio.new")), sqrt(1.2 * 0.75), 1e-5,
	       "output: json ratio.new");
	T_EQ_STR(t_json(s, "$.benchmarks[0].ratio.base"), "1", "output: json ratio.base is 1");
	T_EQ_STR(t_json(s, "$.benchmarks[0].ppw_ratio.new"), "(null)",
		 "output: json ppw_ratio.new null without energy");
	T_NEAR(atof(t_json(s, "$.benchmarks[0].by_param.2.new")), 0.75, 1e-9,
	       "output: json by_param.2.new");
	T_EQ_STR(t_json(s, "$.benchmarks[1].name"), "hb", "output: json benchmarks[1] is hb");
	T_EQ_STR(t_json(s, "$.benchmarks[1].better"), "lower", "output: json hb better lower");
	T_EQ_STR(t_json(s, "$.benchmarks[1].ratio.base"), "(null)",
		 "output: json hb ratio.base null (no baseline run)");
	T_EQ_STR(t_json(s, "$.benchmarks[1].ratio.new"), "(null)",
		 "output: json hb ratio.new null (nothing to divide by)");
	T_EQ_STR(t_json(s, "$.benchmarks[0].noise.new"), "1", "output: json noise.new true");
	T_EQ_STR(t_json(s, "$.benchmarks[0].noise_rule.new"), "values",
		 "output: json noise_rule.new values");
	free(s);

	/* many long labels: still 80 columns, the label columns in several tables */
	n = 0;
	for (i = 0; i < 9; i++) {
		snprintf(label, sizeof(label), "amd-pstate-epp/governor-%d", i);
		snprintf(name, sizeof(name), "m-%d", i);
		add(set, &n, name, S(label, "tb", "1", 100 + i, 100));
	}
	add(set, &n, "m-short", S("x", "tb", "1", 100, 100));
	T_EQ_INT(run_compare(out, text, set, n), 0, "output: 10 labels exits 0");
	s = slurp(out);
	T_OK(widest(s) <= 80, "output: 10 labels within 80 columns (widest %d)", widest(s));
	T_OK(s && strstr(s, "(continued)"), "output: 10 labels wrap into several tables");
	T_OK(s && strstr(s, "[9] amd-pstate-epp/governor-8: 1 run") &&
		     strstr(s, "[10] x: 1 run"),
	     "output: long labels get a legend, every label numbered");
	free(s);
	T_EQ_INT(run_compare(out, md, set, n), 0, "output: 10 labels markdown exits 0");
	s = slurp(out);
	T_OK(widest(s) <= 80, "output: 10 labels markdown within 80 columns (widest %d)",
	     widest(s));
	free(s);

	/* more labels than any fixed table could hold: each column still right-aligned */
	n = 0;
	for (i = 0; i < 70; i++) {
		snprintf(label, sizeof(label), "label-%02d", i);
		snprintf(name, sizeof(name), "w-%d", i);
		add(set, &n, name, S(label, "tb", "1", 100 + i, 100));
	}
	T_EQ_INT(run_compare(out, text, set, n), 0, "output: 70 labels exits 0");
	s = slurp(out);
	T_OK(widest(s) <= 80, "output: 70 labels within 80 columns (widest %d)", widest(s));
	{
		/* the ratio table's last part: "label-69" heads a column of "1.69?"
		 * (one run each: noise unknown) */
		const char *t = s ? strstr(s, "\nPERFORMANCE RATIOS\n") : NULL;
		const char *h = t ? strstr(t, "label-69") : NULL;
		const char *row = h ? strstr(h, "\n  tb ") : NULL;
		const char *bol = h;

		while (bol && bol > s && bol[-1] != '\n')
			bol--;
		T_OK(h && row && !strncmp(row + 1 + (h - bol) + strlen("label-69") - 5, "1.69?", 5),
		     "output: 70 labels: the last label's ratio is right-aligned under it");
	}
	free(s);
}

/* --labels A,B of runs labelled A, B and C, one of A failed: each run counted once */
static void test_labels_count(void)
{
	static const char *const text[] = { "--labels", "A,B", NULL };
	static const char *const js[] = { "--labels", "A,B", "--format", "json", NULL };
	char *set[8], out[256], *s;
	struct spec failed = S("A", "tb", "2", 100, 100);
	int n = 0;

	snprintf(out, sizeof(out), "%s/labels.out", tmpdir);
	add(set, &n, "c-a", S("A", "tb", "1", 100, 100));
	add(set, &n, "c-b", S("B", "tb", "1", 110, 100));
	add(set, &n, "c-c", S("C", "tb", "1", 120, 100));
	failed.exit_status = 1;
	add(set, &n, "c-a-failed", failed);

	T_EQ_INT(run_compare(out, js, set, n), 0, "labels count: json exits 0");
	s = slurp(out);
	T_EQ_STR(t_json(s, "$.runs"), "2", "labels count: json runs are the runs compared");
	T_EQ_STR(t_json(s, "$.not_in_labels"), "1", "labels count: json not_in_labels 1 (C)");
	T_EQ_STR(t_json(s, "$.left_out"), "1", "labels count: json left_out 1 (the failed run)");
	free(s);
	T_EQ_INT(run_compare(out, text, set, n), 0, "labels count: text exits 0");
	s = slurp(out);
	T_EQ_STR(line_of(s, "  databases"),
		 "  databases   2 compared (2 light, 0 traced), 1 not in --labels, 1 left out (see",
		 "labels count: text says what is not compared, and why");
	T_OK(s && strstr(s, "pstate-analyze compare: 2 runs, 2 labels"),
	     "labels count: the title counts the runs compared");
	free(s);
}

/* T - S() of a traced run (meta tracing = full) */
static struct spec T(const char *label, const char *bench, const char *param, double value,
		     double joules)
{
	struct spec s = S(label, bench, param, value, joules);

	s.traced = 1;
	return s;
}

/*
 * Light and traced runs: the ratios from the light runs of a configuration,
 * from its traced runs when it has no light run (marked ^); the tracing
 * overhead = traced / light of each configuration, over the values.
 */
static void test_light_traced(void)
{
	static const char *const js[] = { "--format", "json", NULL };
	static const char *const text[] = { NULL };
	char *set[32], out[256], *s;
	int n = 0;
	double want;

	snprintf(out, sizeof(out), "%s/lt.out", tmpdir);
	add(set, &n, "lt-base-1a", S("base", "tb", "1", 100, 1000));
	add(set, &n, "lt-base-1b", S("base", "tb", "1", 102, 1000));
	add(set, &n, "lt-base-1t", T("base", "tb", "1", 78, 1000));
	add(set, &n, "lt-base-2a", S("base", "tb", "2", 200, 1000));
	add(set, &n, "lt-base-2b", S("base", "tb", "2", 204, 1000));
	add(set, &n, "lt-base-2t", T("base", "tb", "2", 150, 1000));
	add(set, &n, "lt-new-1a", S("new", "tb", "1", 110, 1000));
	add(set, &n, "lt-new-1b", S("new", "tb", "1", 112, 1000));
	add(set, &n, "lt-new-1t", T("new", "tb", "1", 88, 1000));
	add(set, &n, "lt-new-2a", S("new", "tb", "2", 220, 1000));
	add(set, &n, "lt-new-2b", S("new", "tb", "2", 224, 1000));
	add(set, &n, "lt-new-2t", T("new", "tb", "2", 170, 1000));
	add(set, &n, "lt-only-1t", T("only", "tb", "1", 90, 1000));
	add(set, &n, "lt-only-2t", T("only", "tb", "2", 180, 1000));

	T_EQ_INT(run_compare(out, js, set, n), 0, "light/traced: json exits 0");
	s = slurp(out);
	T_EQ_STR(t_json(s, "$.runs_light"), "8", "light/traced: 8 light runs");
	T_EQ_STR(t_json(s, "$.runs_traced"), "6", "light/traced: 6 traced runs");
	want = sqrt((111 / 101.0) * (222 / 202.0));
	T_NEAR(atof(t_json(s, "$.benchmarks[0].ratio.new")), want, 1e-5,
	       "light/traced: new = the light runs' ratio %.5f, the traced ones left out", want);
	T_EQ_STR(t_json(s, "$.benchmarks[0].from_traced.new"), "0",
		 "light/traced: new's ratio is not from traced runs");
	want = sqrt((90 / 101.0) * (180 / 202.0));
	T_NEAR(atof(t_json(s, "$.benchmarks[0].ratio.only")), want, 1e-5,
	       "light/traced: only (no light run) from its traced runs: %.5f", want);
	T_EQ_STR(t_json(s, "$.benchmarks[0].from_traced.only"), "1",
		 "light/traced: ... and says so");
	T_EQ_STR(t_json(s, "$.benchmarks[0].values.1.base.from"), "light",
		 "light/traced: values say where the mean comes from (light)");
	T_EQ_STR(t_json(s, "$.benchmarks[0].values.1.only.from"), "traced",
		 "light/traced: values say where the mean comes from (traced)");
	want = sqrt((78 / 101.0) * (150 / 202.0));
	T_NEAR(atof(t_json(s, "$.benchmarks[0].overhead.base")), want, 1e-5,
	       "light/traced: base's tracing overhead = traced / light over the values %.5f",
	       want);
	want = sqrt((88 / 111.0) * (170 / 222.0));
	T_NEAR(atof(t_json(s, "$.benchmarks[0].overhead.new")), want, 1e-5,
	       "light/traced: new's tracing overhead %.5f", want);
	T_EQ_STR(t_json(s, "$.benchmarks[0].overhead.only"), "(null)",
		 "light/traced: only has no light run: no overhead");
	T_EQ_STR(t_json(s, "$.benchmarks[0].metrics.base.traced_runs"), "2",
		 "light/traced: the key metrics come from the 2 traced runs");
	free(s);

	T_EQ_INT(run_compare(out, text, set, n), 0, "light/traced: text exits 0");
	s = slurp(out);
	T_OK(s && strstr(s, "\nTRACING OVERHEAD\n"), "light/traced: text has TRACING OVERHEAD");
	T_OK(s && line_of(s, "  tb ") && strstr(line_of(s, "  tb "), " 0.89^ "),
	     "light/traced: only's cell is marked ^ (%s)", line_of(s, "  tb "));
	T_OK(s && strstr(s, "^: tb only."), "light/traced: the note names the cell from traced "
	     "runs");
	T_OK(s && strstr(s, "  databases   14 compared (8 light, 6 traced)"),
	     "light/traced: the runs section counts light and traced runs");
	free(s);
}

/*
 * One light and one traced run of each configuration at clients 1 and 2
 * (scripts/sweep -r 2 --traced 1): no configuration has repeats, so each
 * side's spread is pooled over its values from its light run and its
 * traced run divided by its tracing overhead (compare.h): per side,
 * o = the mean over the values of ln(traced / light), at each value the
 * two logs ln(light), ln(traced) - o, their squared deviations from their
 * mean summed over the values, over 2 values - 1 for o = 1 degree of
 * freedom.  Then Var G = (s2_b (1 + 1) + s2_l (1 + 1)) / 2^2, each term
 * with its df (Welch-Satterthwaite).  And one value with one run each:
 * no spread at all, noise unknown (`?`).
 */
static double pooled_s2(double l1, double t1, double l2, double t2)
{
	double o = (log(t1 / l1) + log(t2 / l2)) / 2;
	double d1 = log(t1) - o - log(l1), d2 = log(t2) - o - log(l2);

	/* two values a group: the squared deviations from their mean are d^2 / 2 */
	return (d1 * d1 / 2 + d2 * d2 / 2) / 1;
}

static void test_rules(void)
{
	static const char *const text[] = { "--baseline", "base", NULL };
	static const struct {
		const char *label;
		double l1, t1, l2, t2;
	} runs[] = {
		{ "base", 100, 80, 200, 164 },
		{ "up", 110, 88, 220, 170 },
		{ "same", 104, 82, 196, 160 },
	};
	char *set[32], out[256], name[64], *s;
	int n = 0, i;
	struct cmp c = { 0 };
	struct cmp_opts o = { .noise = 0.02, .baseline = "base" };
	const struct cmp_bench *tb;

	for (i = 0; i < 3; i++) {
		snprintf(name, sizeof(name), "pool-%s-1", runs[i].label);
		add(set, &n, name, S(runs[i].label, "tb", "1", runs[i].l1, 1000));
		snprintf(name, sizeof(name), "pool-%s-1t", runs[i].label);
		add(set, &n, name, T(runs[i].label, "tb", "1", runs[i].t1, 1000));
		snprintf(name, sizeof(name), "pool-%s-2", runs[i].label);
		add(set, &n, name, S(runs[i].label, "tb", "2", runs[i].l2, 1000));
		snprintf(name, sizeof(name), "pool-%s-2t", runs[i].label);
		add(set, &n, name, T(runs[i].label, "tb", "2", runs[i].t2, 1000));
	}
	T_EQ_INT(cmp_load(&c, set, n, &o) || cmp_compute(&c), 0, "rules: load 12 databases");
	tb = bench_of(&c, "tb");
	for (i = 1; tb && i < 3; i++) {
		const struct cmp_cell *cell = ratio(&c, tb, runs[i].label, 0);
		double sb = pooled_s2(runs[0].l1, runs[0].t1, runs[0].l2, runs[0].t2);
		double sl = pooled_s2(runs[i].l1, runs[i].t1, runs[i].l2, runs[i].t2);
		double a = sb * 2 / 4, b = sl * 2 / 4, df = (a + b) * (a + b) / (a * a + b * b);
		double g = (log(runs[i].l1 / runs[0].l1) + log(runs[i].l2 / runs[0].l2)) / 2;
		double h = cmp_t_quantile(0.975, df) * sqrt(a + b);

		T_NEAR(tb->spread[i].s2, sl, 1e-12, "rules: %s's pooled spread %.3g, 1 df",
		       runs[i].label, sl);
		T_NEAR(tb->spread[i].df, 1, 0, "rules: %s: 1 degree of freedom", runs[i].label);
		T_OK(cell->rule == RULE_POOLED && cell->interval, "rules: %s: the pooled rule",
		     runs[i].label);
		T_NEAR(cell->df, df, 1e-9, "rules: %s: df %.4f", runs[i].label, df);
		T_NEAR(cell->lo, exp(g - h), 1e-9, "rules: %s: interval low %.4f", runs[i].label,
		       exp(g - h));
		T_NEAR(cell->hi, exp(g + h), 1e-9, "rules: %s: interval high %.4f", runs[i].label,
		       exp(g + h));
		T_EQ_INT(cell->noise, exp(g - h) <= 1 && exp(g + h) >= 1, "rules: %s: %s",
			 runs[i].label, i == 1 ? "1.10 beyond noise" : "1.01 within noise");
		T_OK(!cell->unknown, "rules: %s: its noise is known", runs[i].label);
	}
	cmp_free(&c);

	/* one value, one light run each: noise unknown */
	snprintf(out, sizeof(out), "%s/rules.out", tmpdir);
	n = 0;
	add(set, &n, "one-base", S("base", "tb", "1", 100, 1000));
	add(set, &n, "one-new", S("new", "tb", "1", 92, 1000));
	add(set, &n, "one-near", S("near", "tb", "1", 101, 1000));
	T_EQ_INT(run_compare(out, text, set, n), 0, "rules: one run each: exits 0");
	s = slurp(out);
	T_OK(s && line_of(s, "  tb ") && strstr(line_of(s, "  tb "), " 0.92? ") &&
		     strstr(line_of(s, "  tb "), " ~ "),
	     "rules: one run each: 0.92? (noise unknown), 1.01 ~ (within --noise): %s",
	     s ? line_of(s, "  tb ") : "");
	T_OK(s && strstr(s, "? one run each and no spread to judge by: noise unknown"),
	     "rules: one run each: the note says the noise is unknown");
	T_OK(s && strstr(s, "No ratio is worse than the baseline's beyond noise"),
	     "rules: one run each: 0.92 is not called a regression");
	free(s);
}

/* The same run given twice counts once: the same file, or a copy of it. */
static void test_duplicates(void)
{
	static const char *const js[] = { "--format", "json", NULL };
	static const char *const text[] = { NULL };
	char *set[8], out[256], copy[256], *s;
	const char *err;
	int n = 0;
	FILE *in, *o;

	snprintf(out, sizeof(out), "%s/dup.out", tmpdir);
	add(set, &n, "d-a", S("base", "tb", "1", 100, 100));
	add(set, &n, "d-b", S("new", "tb", "1", 110, 100));
	set[2] = set[0];
	T_EQ_INT(run_compare_err(out, js, set, 3, &err), 0, "duplicates: a.db twice exits 0");
	T_OK(strstr(err, "d-a.db: left out: the same run as ") && strstr(err, "(the same file)"),
	     "duplicates: says which and why (%s)", err);
	s = slurp(out);
	T_EQ_STR(t_json(s, "$.duplicates"), "1", "duplicates: json duplicates 1");
	T_EQ_STR(t_json(s, "$.runs"), "2", "duplicates: 2 runs compared, not 3");
	T_EQ_STR(t_json(s, "$.benchmarks[0].values.1.base.runs"), "1",
		 "duplicates: base has 1 run, not 2 repeats");
	free(s);
	/* a copy: another file, the same run */
	snprintf(copy, sizeof(copy), "%s/d-a-copy.db", tmpdir);
	in = fopen(set[0], "rb");
	o = fopen(copy, "wb");
	if (in && o) {
		char buf[4096];
		size_t k;

		while ((k = fread(buf, 1, sizeof(buf), in)) > 0)
			fwrite(buf, 1, k, o);
	}
	if (in)
		fclose(in);
	if (o)
		fclose(o);
	set[2] = copy;
	T_EQ_INT(run_compare_err(out, text, set, 3, &err), 0, "duplicates: a copy exits 0");
	T_OK(strstr(err, "d-a-copy.db: left out: the same run as ") && strstr(err, "in meta)"),
	     "duplicates: a copy is told by its meta (%s)", err);
	s = slurp(out);
	T_OK(s && strstr(s, "1 duplicate left out"), "duplicates: the text says so");
	free(s);
	unlink(copy);
}

/* --labels that names no label is a usage error, with a message */
static void test_labels_empty(void)
{
	static const char *const comma[] = { "--labels", ",", NULL };
	static const char *const empty[] = { "--labels", "", NULL };
	static const char *const hole[] = { "--labels", "base,,new", NULL };
	char *set[4], out[256];
	const char *err;
	int n = 0;

	snprintf(out, sizeof(out), "%s/le.out", tmpdir);
	add(set, &n, "le-a", S("base", "tb", "1", 100, 100));
	add(set, &n, "le-b", S("new", "tb", "1", 110, 100));
	T_EQ_INT(run_compare_err(out, comma, set, n, &err), 2, "labels: --labels , exits 2");
	T_OK(strstr(err, "--labels: ',' names no label"), "labels: --labels , says why (%s)", err);
	T_EQ_INT(run_compare_err(out, empty, set, n, &err), 2, "labels: --labels '' exits 2");
	T_OK(strstr(err, "--labels: '' names no label"), "labels: --labels '' says why (%s)", err);
	T_EQ_INT(run_compare_err(out, hole, set, n, &err), 2, "labels: --labels a,,b exits 2");
	T_OK(strstr(err, "--labels: 'base,,new' has an empty label"),
	     "labels: --labels a,,b says why (%s)", err);
}

/* count_of - how many times @what occurs in @s */
static int count_of(const char *s, const char *what)
{
	int n = 0;

	while (s && (s = strstr(s, what))) {
		n++;
		s += strlen(what);
	}
	return n;
}

/* The bug report's six configurations: one table, grouped by driver. */
static void test_six(void)
{
	static const char *const six[] = {
		"amd-pstate/schedutil", "acpi-cpufreq/ondemand", "amd-pstate/performance",
		"acpi-cpufreq/schedutil", "amd-pstate/ondemand", "acpi-cpufreq/performance",
	};
	/* tb ratios to acpi-cpufreq/ondemand, as the report's tbench row */
	static const double tb[] = { 0.40, 1.00, 1.05, 1.01, 0.83, 1.06 };
	static const char *const base[] = { "--baseline", "acpi-cpufreq/ondemand", NULL };
	static const char *const md[] = { "--baseline", "acpi-cpufreq/ondemand", "--format",
					   "markdown", NULL };
	char *set[32], out[256], name[64], *s;
	const char *t;
	int n = 0, i, k;

	snprintf(out, sizeof(out), "%s/six.out", tmpdir);
	for (i = 0; i < 6; i++)
		for (k = 1; k <= 2; k++) {
			snprintf(name, sizeof(name), "six-%d-%d", i, k);
			add(set, &n, name, S(six[i], "tbench", k == 1 ? "8" : "64",
					     tb[i] * 100 * k, 1000));
		}
	T_EQ_INT(run_compare(out, base, set, n), 0, "six: exits 0");
	s = slurp(out);
	t = s ? strstr(s, "\nPERFORMANCE RATIOS\n") : NULL;
	T_OK(t && !strstr(s, "(continued)"), "six: every table is one table");
	T_OK(t && strstr(t, "\n            :       acpi-cpufreq       :        amd-pstate        :\n"
			     "  benchmark : ondemand  sugov  perfgov : ondemand  sugov  perfgov : better if\n"
			     "  tbench    :     1.00      ~     1.06 :     0.83   0.40     1.05 : higher\n"),
	     "six: grouped by driver, the governors beneath, the baseline first, ~ alone");
	T_OK(s && widest(s) <= 80, "six: text within 80 columns (widest %d)", widest(s));
	T_OK(s && !strstr(s, "[1]") && !strstr(s, "[4]"), "six: no label numbered");
	T_OK(s && strstr(s, "sugov = schedutil, perfgov =") && strstr(s, "Governors as"),
	     "six: the short names are said");
	T_EQ_INT(count_of(s, ": ondemand  sugov  perfgov : ondemand  sugov  perfgov"), 5,
		 "six: the ratio, per-watt, both detail and the key metrics tables have the "
		 "same layout");
	free(s);
	T_EQ_INT(run_compare(out, md, set, n), 0, "six: markdown exits 0");
	s = slurp(out);
	T_OK(s && strstr(s, "| | acpi-cpufreq | | | amd-pstate | | | |\n") &&
		     strstr(s, "| tbench    |     1.00 |     ~ |    1.06 |     0.83 |  0.40 |    1.05 | higher |\n"),
	     "six: markdown: the same table");
	T_OK(s && widest(s) <= 80, "six: markdown within 80 columns (widest %d)", widest(s));
	free(s);
}

/* Nine configurations cannot fit in one table: split between drivers only. */
static void test_nine(void)
{
	static const char *const drivers[] = { "acpi-cpufreq", "amd-pstate", "intel_pstate" };
	static const char *const govs[] = { "ondemand", "schedutil", "performance" };
	static const char *const base[] = { "--baseline", "acpi-cpufreq/ondemand", NULL };
	char *set[32], out[256], name[64], label[64], *s;
	const char *t;
	int n = 0, i, k;

	snprintf(out, sizeof(out), "%s/nine.out", tmpdir);
	for (i = 0; i < 3; i++)
		for (k = 0; k < 3; k++) {
			snprintf(label, sizeof(label), "%s/%s", drivers[i], govs[k]);
			/* two runs each (the same result): ratios beyond noise, not `?` */
			snprintf(name, sizeof(name), "nine-%d-%d", i, k);
			add(set, &n, name, S(label, "tbench", "8", 100 + 20 * i + 5 * k, 1000));
			snprintf(name, sizeof(name), "nine-%d-%d-b", i, k);
			add(set, &n, name, S(label, "tbench", "8", 100 + 20 * i + 5 * k, 1000));
		}
	T_EQ_INT(run_compare(out, base, set, n), 0, "nine: exits 0");
	s = slurp(out);
	t = s ? strstr(s, "\nPERFORMANCE RATIOS\n") : NULL;
	T_OK(t && strstr(t, "\n            :       acpi-cpufreq       :        amd-pstate        :\n"
			     "  benchmark : ondemand  sugov  perfgov : ondemand  sugov  perfgov : better if\n"
			     "  tbench    :     1.00   1.05     1.10 :     1.20   1.25     1.30 : higher\n"
			     "  (continued)\n"
			     "            :       intel_pstate       :\n"
			     "  benchmark : ondemand  sugov  perfgov : better if\n"
			     "  tbench    :     1.40   1.45     1.50 : higher\n"),
	     "nine: two tables, split between driver groups, none split");
	T_OK(s && widest(s) <= 80, "nine: within 80 columns (widest %d)", widest(s));
	free(s);
}

int main(void)
{
	int i;

	if (!mkdtemp(tmpdir)) {
		T_OK(0, "mkdtemp %s: %s", tmpdir, strerror(errno));
		T_DONE();
	}
	{
		char cache[sizeof(tmpdir) + 16];

		/* compare's cache of analyses is this test's, never the user's */
		snprintf(cache, sizeof(cache), "%s/xdg-cache", tmpdir);
		setenv("XDG_CACHE_HOME", cache, 1);
	}
	test_t_quantile();
	test_single();
	test_repeats();
	test_left_out();
	test_labels_count();
	test_bad_files();
	test_output();
	test_light_traced();
	test_rules();
	test_duplicates();
	test_labels_empty();
	test_six();
	test_nine();
	for (i = 0; i < npaths; i++) {
		unlink(paths[i]);
		free(paths[i]);
	}
	{
		char cmd[300];

		snprintf(cmd, sizeof(cmd), "rm -rf '%s'", tmpdir);
		if (system(cmd) != 0)
			printf("# cannot remove %s\n", tmpdir);
	}
	T_DONE();
}
