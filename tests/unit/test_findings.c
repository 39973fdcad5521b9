// SPDX-License-Identifier: GPL-2.0
/*
 * test_findings - each finding on a hand-filled analysis: for every one of
 * its run criteria, the metric set just below, at and just above the
 * threshold (the others comfortably met), the finding is there exactly when
 * the criterion's operator says; measure() gives back the value set; the
 * gate (path, driver, update source) holds it off; the per-CPU, per-window
 * and per-event predicates flip at their thresholds; the evidence carries
 * the criteria's metrics under their names; mode goes last.
 *
 * test_findings --criteria prints every criterion as JSON instead.
 */
#include <stdint.h>
#include "findings/findings.h"
#include "json.h"
#include "test.h"

#define NCPU 4
#define DEN 1000000 /* shares are made as N / DEN */

static struct cpu_attr attrs[NCPU];
static struct run run = { .attrs = attrs, .nr_attrs = NCPU, .nr_cpus = NCPU };

static void an_init(struct analysis *a)
{
	struct dist **dists[] = { &a->delay,	     &a->interval,     &a->pcc_write,
				  &a->remote_update, &a->local_update, &a->lat };
	unsigned int k;
	int i;

	memset(a, 0, sizeof(*a));
	a->run = &run;
	for (k = 0; k < sizeof(dists) / sizeof(dists[0]); k++)
		*dists[k] = dist_new();
	a->cpus = calloc(NCPU, sizeof(*a->cpus));
	a->ncpus = NCPU;
	a->nr_sel = NCPU;
	for (i = 0; i < NCPU; i++) {
		attrs[i].highest_perf = 166;
		attrs[i].nominal_perf = 110;
		attrs[i].lowest_nonlinear_perf = 55;
	}
}

/* fill - @d gets @n values of @ns (the ones it had dropped) */
static void fill(struct dist **d, long long n, uint64_t ns)
{
	dist_free(*d);
	*d = dist_new();
	while (n-- > 0)
		dist_add(*d, ns);
}

/* near - the threshold @t moved one step by @off (-1, 0, +1): the next double */
static double near(double t, int off)
{
	return off < 0 ? nextafter(t, -INFINITY) : off > 0 ? nextafter(t, INFINITY) : t;
}

/* count - the count @t (a whole number) moved by @off */
static long long count(const struct criterion *k, int off)
{
	return llround(k->value) + off;
}

/* share - num / DEN for the share @t moved by one in a million */
static uint64_t share_num(const struct criterion *k, int off)
{
	return (uint64_t)llround(k->value * DEN) + (uint64_t)(int64_t)off;
}

/* us_ns - the microseconds @t as nanoseconds, moved by one nanosecond */
static uint64_t us_ns(const struct criterion *k, int off)
{
	return (uint64_t)llround(k->value * 1000) + (uint64_t)(int64_t)off;
}

/*
 * A finding's case: base() fills an analysis on which the finding holds
 * with every criterion comfortably met; set[i]() puts criterion i's metric
 * at its threshold moved by off (and, for a criterion that is one of two
 * alternatives, makes the other one fail), and says the value set.
 */
typedef double (*setter)(struct analysis *a, const struct criterion *k, int off);

struct fcase {
	const struct finding_def *def;
	void (*base)(struct analysis *a);
	setter set[FINDING_MAX_CRITERIA];
	void (*gate_off)(struct analysis *a); /* the run it cannot show in */
};

/* ---- slow-path ---- */
static void sp_base(struct analysis *a)
{
	a->path = PATH_KTHREAD;
	a->sugov_switch_ins = 4000;
	a->sugov_per_s = 4000;
	/* diluted below the threshold by idle CPUs: the busy CPUs' rate judges */
	a->sugov_per_s_per_cpu = 5;
	a->nr_busy = 2;
	a->sugov_per_s_per_busy_cpu = 2000;
	a->sugov_on_cpu_share = 0.01;
	a->sugov_busy_on_cpu_share = 0.02;
	a->sugov_preempt_wl = 100;
}

static double sp_rate(struct analysis *a, const struct criterion *k, int off)
{
	return a->sugov_per_s_per_busy_cpu = near(k->value, off);
}

static void sp_gate(struct analysis *a)
{
	a->path = PATH_FAST;
}

/* ---- governor-delay ---- */
static void gd_base(struct analysis *a)
{
	a->path = PATH_WORKQUEUE;
	fill(&a->delay, 100, 2000000);
	a->items_wl = 100;
	a->items_late = 80;
}

static double gd_count(struct analysis *a, const struct criterion *k, int off)
{
	fill(&a->delay, count(k, off), 2000000);
	return (double)count(k, off);
}

static double gd_p90(struct analysis *a, const struct criterion *k, int off)
{
	fill(&a->delay, 100, us_ns(k, off));
	return (double)us_ns(k, off) / 1e3;
}

static double gd_items(struct analysis *a, const struct criterion *k, int off)
{
	a->items_wl = a->items_late = (uint64_t)count(k, off);
	return (double)a->items_wl;
}

static double gd_late(struct analysis *a, const struct criterion *k, int off)
{
	a->items_wl = DEN;
	a->items_late = share_num(k, off);
	return (double)a->items_late / DEN;
}

static void gd_gate(struct analysis *a)
{
	a->path = PATH_FAST;
}

/* ---- pcc-write ---- */
static void pw_base(struct analysis *a)
{
	fill(&a->pcc_write, 100, 500000);
	a->gw_items = 100;
	a->gw_dsleep = 60;
}

static double pw_count(struct analysis *a, const struct criterion *k, int off)
{
	fill(&a->pcc_write, count(k, off), 500000);
	return (double)count(k, off);
}

static double pw_p50(struct analysis *a, const struct criterion *k, int off)
{
	a->gw_dsleep = 0; /* the other alternative fails */
	fill(&a->pcc_write, 100, us_ns(k, off));
	return (double)us_ns(k, off) / 1e3;
}

static double pw_dsleep(struct analysis *a, const struct criterion *k, int off)
{
	fill(&a->pcc_write, 100, 1000); /* fast writes: the other alternative fails */
	a->gw_items = DEN;
	a->gw_dsleep = share_num(k, off);
	return (double)a->gw_dsleep / DEN;
}

/* ---- rate-limit ---- */
static void rl_base(struct analysis *a)
{
	a->rate_limit_us = a->limit_us = 2000;
	a->limit_name = "rate_limit_us";
	a->short_bursts = 100;
	a->short_no_update = 90;
	fill(&a->interval, 100, 2000000);
	a->at_limit = 80;
}

static double rl_bursts(struct analysis *a, const struct criterion *k, int off)
{
	a->short_bursts = a->short_no_update = (uint64_t)count(k, off);
	return (double)a->short_bursts;
}

static double rl_no_update(struct analysis *a, const struct criterion *k, int off)
{
	a->short_bursts = DEN;
	a->short_no_update = share_num(k, off);
	return (double)a->short_no_update / DEN;
}

static double rl_at_limit(struct analysis *a, const struct criterion *k, int off)
{
	/* 10^4 intervals: the share moves by one in ten thousand */
	fill(&a->interval, 10000, 2000000);
	a->at_limit = (uint64_t)llround(k->value * 10000) + (uint64_t)(int64_t)off;
	return (double)a->at_limit / 10000;
}

static void rl_gate(struct analysis *a)
{
	a->rate_limit_us = a->limit_us = 0;
	a->limit_name = NULL;
}

/* ---- low-request: busy windows on CPU 0 only ---- */
static void lr_base(struct analysis *a)
{
	struct cpu_stats *c = &a->cpus[0];

	a->req_source = REQ_AMD;
	a->windows = 100;
	a->w_mperf = DEN;
	c->windows = 100;
	c->w_mperf = c->w_tsc = DEN; /* busy 1 */
	c->w_busy = DEN * 0.5;
	c->w_busy_low = DEN * 0.4;
	c->w_busy_boost = 0;
}

static double lr_busy_share(struct analysis *a, const struct criterion *k, int off)
{
	a->cpus[0].w_busy = a->cpus[0].w_busy_low = (double)share_num(k, off);
	return a->cpus[0].w_busy / DEN;
}

static double lr_below(struct analysis *a, const struct criterion *k, int off)
{
	a->cpus[0].w_busy = DEN;
	a->cpus[0].w_busy_low = (double)share_num(k, off);
	return a->cpus[0].w_busy_low / DEN;
}

static void lr_gate(struct analysis *a)
{
	a->req_source = REQ_FREQ;
}

/* ---- delivered-lag ---- */
static void dl_base(struct analysis *a)
{
	a->req_source = REQ_AMD;
	a->windows = 100;
	a->w_mperf = a->w_req_mperf = a->w_del_mperf = DEN;
	a->w_req = DEN;        /* requested 1 */
	a->w_del = DEN * 0.6; /* delivered 0.6 */
}

static double dl_lag(struct analysis *a, const struct criterion *k, int off)
{
	a->w_del = (double)share_num(k, off);
	return a->w_del / DEN;
}

/* no counter windows (cpu_frequency, no counter_sample): nothing to judge */
static void dl_gate(struct analysis *a)
{
	a->req_source = REQ_FREQ;
	a->windows = 0;
}

/* ---- invariance: CPUs 0..n-1 saturated at 0.7 of capacity, the others idle half ---- */
static void iv_cpus_flagged(struct analysis *a, int n)
{
	int i;

	for (i = 0; i < NCPU; i++) {
		struct cpu_stats *c = &a->cpus[i];

		c->windows = 10;
		c->w_tsc = DEN;
		c->w_mperf = i < n ? DEN : DEN * 0.5;
		c->w_cap_mperf = DEN;
		c->w_cap = DEN * 0.7;
	}
}

static void iv_base(struct analysis *a)
{
	a->req_source = REQ_AMD;
	iv_cpus_flagged(a, 2);
}

static double iv_cpus(struct analysis *a, const struct criterion *k, int off)
{
	iv_cpus_flagged(a, (int)count(k, off));
	return (double)count(k, off);
}

static void iv_gate(struct analysis *a)
{
	a->req_source = REQ_FREQ;
}

/* ---- remote-wakeup ---- */
static void rw_base(struct analysis *a)
{
	fill(&a->remote_update, 100, 1000000);
	fill(&a->local_update, 100, 100000);
	a->remote_enqueue = a->local_enqueue = 100;
}

static double rw_count(struct analysis *a, const struct criterion *k, int off)
{
	fill(&a->remote_update, count(k, off), 1000000);
	return (double)count(k, off);
}

static double rw_p50(struct analysis *a, const struct criterion *k, int off)
{
	fill(&a->remote_update, 100, us_ns(k, off));
	fill(&a->local_update, 0, 0); /* none to compare with */
	return (double)us_ns(k, off) / 1e3;
}

static double rw_local_few(struct analysis *a, const struct criterion *k, int off)
{
	/* as slow locally as remotely: the other alternative fails */
	fill(&a->local_update, count(k, off), 1000000);
	return (double)count(k, off);
}

static double rw_over_local(struct analysis *a, const struct criterion *k, int off)
{
	uint64_t local = 100000;

	fill(&a->local_update, 100, local);
	fill(&a->remote_update, 100, (uint64_t)llround(k->value * (double)local) + (uint64_t)(int64_t)off);
	return ((double)llround(k->value * (double)local) + off) / 1e3 / ((double)local / 1e3);
}

/* a trace of frequency changes only cannot show the updates waited for */
static void rw_gate(struct analysis *a)
{
	a->update_change_only = 1;
}

/* ---- efficiency-floor ---- */
static void ef_base(struct analysis *a)
{
	a->req_source = REQ_AMD;
	a->requests = 100;
	a->floor_requests = 90;
}

static double ef_requests(struct analysis *a, const struct criterion *k, int off)
{
	a->requests = a->floor_requests = (uint64_t)count(k, off);
	return (double)a->requests;
}

static double ef_share(struct analysis *a, const struct criterion *k, int off)
{
	a->requests = DEN;
	a->floor_requests = share_num(k, off);
	return (double)a->floor_requests / DEN;
}

static void ef_gate(struct analysis *a)
{
	a->req_source = REQ_PSTATE;
}

static const struct fcase cases[] = {
	{ &finding_slow_path, sp_base, { [SP_RATE] = sp_rate }, sp_gate },
	{ &finding_governor_delay, gd_base,
	  { [GD_COUNT] = gd_count, [GD_P90] = gd_p90, [GD_ITEMS] = gd_items, [GD_LATE] = gd_late },
	  gd_gate },
	{ &finding_pcc_write, pw_base,
	  { [PW_COUNT] = pw_count, [PW_P50] = pw_p50, [PW_DSLEEP] = pw_dsleep }, NULL },
	{ &finding_rate_limit, rl_base,
	  { [RL_BURSTS] = rl_bursts, [RL_NO_UPDATE] = rl_no_update, [RL_AT_LIMIT] = rl_at_limit },
	  rl_gate },
	{ &finding_low_request, lr_base,
	  { [LR_BUSY_SHARE] = lr_busy_share, [LR_BELOW] = lr_below }, lr_gate },
	{ &finding_delivered_lag, dl_base, { [DL_LAG] = dl_lag }, dl_gate },
	{ &finding_invariance, iv_base, { [IV_CPUS] = iv_cpus }, iv_gate },
	{ &finding_remote_wakeup, rw_base,
	  { [RW_COUNT] = rw_count, [RW_P50] = rw_p50, [RW_LOCAL_FEW] = rw_local_few,
	    [RW_OVER_LOCAL] = rw_over_local },
	  rw_gate },
	{ &finding_efficiency_floor, ef_base,
	  { [EF_REQUESTS] = ef_requests, [EF_SHARE] = ef_share }, ef_gate },
};

/* present - findings_run() on @a: whether @def is among the findings */
static int present(struct analysis *a, const struct finding_def *def)
{
	int i;

	findings_run(a);
	for (i = 0; i < a->nfindings; i++)
		if (a->findings[i].def == def)
			return 1;
	return 0;
}

/* want - the verdict @op gives below, at and above its threshold */
static int want(enum crit_op op, int off)
{
	switch (op) {
	case CRIT_LT:
		return off < 0;
	case CRIT_LE:
		return off <= 0;
	case CRIT_GE:
		return off >= 0;
	case CRIT_GT:
		return off > 0;
	}
	return -1;
}

static void test_thresholds(void)
{
	static const char *const where[] = { "just below", "at", "just above" };
	unsigned int c;
	int i, off;

	for (c = 0; c < sizeof(cases) / sizeof(cases[0]); c++) {
		const struct fcase *fc = &cases[c];
		const struct finding_def *def = fc->def;
		struct analysis a;
		double v[FINDING_MAX_CRITERIA];
		int nrun = 0;

		an_init(&a);
		fc->base(&a);
		T_OK(present(&a, def), "%s: there on its base case", def->id);
		analysis_free(&a);
		if (fc->gate_off) {
			an_init(&a);
			fc->base(&a);
			fc->gate_off(&a);
			T_OK(!present(&a, def), "%s: not where it cannot show", def->id);
			analysis_free(&a);
		}
		for (i = 0; i < def->ncriteria; i++) {
			const struct criterion *k = &def->criteria[i];

			if (k->scope != CRIT_RUN)
				continue;
			nrun++;
			if (!fc->set[i]) {
				T_OK(0, "%s: %s has no test case", def->id, k->metric);
				continue;
			}
			for (off = -1; off <= 1; off++) {
				double x;
				int got;

				an_init(&a);
				fc->base(&a);
				x = fc->set[i](&a, k, off);
				finding_judge(def, &a, v);
				got = present(&a, def);
				T_OK(v[i] == x && got == want(k->op, off),
				     "%s: %s %s %g (%.17g): %s", def->id, k->metric, where[off + 1],
				     k->value, x, got ? "there" : "not there");
				analysis_free(&a);
			}
		}
		T_OK(nrun > 0, "%s: %d run criteria", def->id, nrun);
	}
}

/* the per-CPU criteria, through the findings that select CPUs by them */
static void test_cpu_criteria(void)
{
	const struct criterion *busy = &finding_invariance.criteria[IV_BUSY];
	const struct criterion *toc = &finding_invariance.criteria[IV_TOC];
	const struct criterion *lbusy = &finding_low_request.criteria[LR_CPU_BUSY];
	struct analysis a;
	int off;

	for (off = -1; off <= 1; off++) {
		an_init(&a);
		iv_base(&a);
		iv_cpus_flagged(&a, 0);
		a.cpus[0].w_mperf = (double)share_num(busy, off);
		T_EQ_INT(present(&a, &finding_invariance), want(busy->op, off),
			 "invariance: one CPU's busy fraction %.6f (threshold %g)",
			 a.cpus[0].w_mperf / DEN, busy->value);
		analysis_free(&a);

		an_init(&a);
		iv_base(&a);
		iv_cpus_flagged(&a, 1);
		a.cpus[0].w_cap = (double)share_num(toc, off);
		T_EQ_INT(present(&a, &finding_invariance), want(toc->op, off),
			 "invariance: its target_over_capacity %.6f (threshold %g)",
			 a.cpus[0].w_cap / DEN, toc->value);
		analysis_free(&a);

		/* low-request counts busy windows of busy CPUs only */
		an_init(&a);
		lr_base(&a);
		a.cpus[0].w_mperf = (double)share_num(lbusy, off);
		T_EQ_INT(present(&a, &finding_low_request), want(lbusy->op, off),
			 "low-request: the CPU's busy fraction %.6f (threshold %g)",
			 a.cpus[0].w_mperf / DEN, lbusy->value);
		analysis_free(&a);
	}
}

/* the per-window and per-event predicates the analysis pass applies */
static void test_predicates(void)
{
	static const uint64_t limits[] = { 5, 55, 2000 };
	double t;
	int off;
	unsigned int i;

	for (off = -1; off <= 1; off++) {
		/* a window's delivered against its request of 1 and of 100 */
		t = finding_delivered_lag.criteria[DL_WINDOW].value;
		T_EQ_INT(delivered_lag_window(1, (double)share_num(&finding_delivered_lag.criteria[DL_WINDOW],
								   off) / DEN),
			 want(finding_delivered_lag.criteria[DL_WINDOW].op, off),
			 "delivered-lag: a window delivering %g%+d ppm of its request", t, off);
		T_EQ_INT(delivered_lag_window(100, 100 * t + off * 1e-6),
			 want(finding_delivered_lag.criteria[DL_WINDOW].op, off),
			 "delivered-lag: of a request of 100 too");
		t = finding_low_request.criteria[LR_WINDOW_BUSY].value;
		T_EQ_INT(low_request_busy_window(100 * t + off, 100),
			 want(finding_low_request.criteria[LR_WINDOW_BUSY].op, off),
			 "low-request: a window of mperf %g%+d over tsc 100 is busy", 100 * t, off);
		T_EQ_INT(low_request_low(110 + off, 110), want(finding_low_request.criteria[LR_LOW].op, off),
			 "low-request: target_perf %d against nominal_perf 110", 110 + off);
		t = finding_low_request.criteria[LR_BOOST].value;
		T_EQ_INT(low_request_boost(100 * t + off, 100),
			 want(finding_low_request.criteria[LR_BOOST].op, off),
			 "low-request: aperf %g%+d over mperf 100 is boosted", 100 * t, off);
		T_EQ_INT(efficiency_floor_request(55 + off, 55),
			 want(finding_efficiency_floor.criteria[EF_FLOOR].op, off),
			 "efficiency-floor: a request of %d against a floor of 55", 55 + off);
	}
	/* an interval at rate_limit_us: from it, up to its tenth more (at least 1 us) */
	for (i = 0; i < sizeof(limits) / sizeof(limits[0]); i++) {
		uint64_t r = limits[i];
		uint64_t slack = (uint64_t)floor((double)r * finding_rate_limit.criteria[RL_SLACK].value);
		uint64_t hi = (r + (slack ? slack : 1)) * 1000;

		T_OK(!rate_limit_at_limit(r * 1000 - 1, r) && rate_limit_at_limit(r * 1000, r) &&
			     rate_limit_at_limit(hi - 1, r) && !rate_limit_at_limit(hi, r),
		     "rate-limit: rate_limit_us %llu: at the limit from %llu up to %llu ns",
		     (unsigned long long)r, (unsigned long long)r * 1000, (unsigned long long)hi);
		T_OK(rate_limit_short(r * 1000 - 1, r) && !rate_limit_short(r * 1000, r) &&
			     !rate_limit_short(r * 1000 + 1, r),
		     "rate-limit: a burst shorter than %llu us is short, not one that long",
		     (unsigned long long)r);
	}
}

/* the evidence names the run criteria's metrics, with measure()'s values */
static void test_evidence(void)
{
	unsigned int c;
	int i, k;

	for (c = 0; c < sizeof(cases) / sizeof(cases[0]); c++) {
		const struct finding_def *def = cases[c].def;
		double v[FINDING_MAX_CRITERIA];
		struct analysis a;
		const struct finding *f = NULL;

		an_init(&a);
		cases[c].base(&a);
		finding_judge(def, &a, v);
		findings_run(&a);
		for (i = 0; i < a.nfindings; i++)
			if (a.findings[i].def == def)
				f = &a.findings[i];
		for (i = 0; f && i < def->ncriteria; i++) {
			const struct criterion *kc = &def->criteria[i];
			int seen = 0;

			if (kc->scope != CRIT_RUN || !strcmp(kc->metric, "remote_over_local_p50"))
				continue;
			for (k = 0; k < f->nev; k++)
				if (!strcmp(f->ev[k].key, kc->metric))
					seen = f->ev[k].value == v[i] ? 1 : -1;
			T_EQ_INT(seen, 1, "%s: the evidence has %s = %g", def->id, kc->metric, v[i]);
		}
		for (k = 0; f && k < f->nev; k++)
			if (!f->ev[k].what || !*f->ev[k].what)
				T_OK(0, "%s: evidence %s has no words", def->id, f->ev[k].key);
		T_OK(f != NULL, "%s: evidence checked", def->id);
		analysis_free(&a);
	}
}

static void test_table(void)
{
	static const char *const ids[] = { "slow-path", "governor-delay", "pcc-write",
					   "rate-limit", "low-request", "delivered-lag",
					   "invariance", "remote-wakeup", "efficiency-floor",
					   "policy-limit", "mode" };
	struct analysis a;
	char buf[120];
	int i, n;

	for (n = 0; findings_table[n]; n++)
		;
	T_EQ_INT(n, sizeof(ids) / sizeof(ids[0]), "table: every finding");
	for (i = 0; i < n && i < (int)(sizeof(ids) / sizeof(ids[0])); i++)
		T_EQ_STR(findings_table[i]->id, ids[i], "table: finding %d", i);
	T_OK(finding_by_id("pcc-write") == &finding_pcc_write && !finding_by_id("nope"),
	     "table: finding_by_id");
	for (i = 0; i < n; i++)
		T_OK(findings_table[i]->ncriteria <= FINDING_MAX_CRITERIA &&
			     findings_table[i]->last == !strcmp(findings_table[i]->id, "mode"),
		     "table: %s: %d criteria, %s", findings_table[i]->id,
		     findings_table[i]->ncriteria, findings_table[i]->last ? "last" : "ranked");
	T_EQ_STR(criterion_text(&finding_governor_delay.criteria[GD_P90], buf, sizeof(buf)),
		 "p90 governor delay >= 500 us", "criterion_text: a delay");
	T_EQ_STR(criterion_text(&finding_governor_delay.criteria[GD_LATE], buf, sizeof(buf)),
		 "share of those written after the task blocked >= 30%",
		 "criterion_text: a share in percent");
	T_EQ_STR(metric_format(U_SHARE, 0.0042, buf, sizeof(buf)), "0.42%", "metric_format: a small share");
	T_EQ_STR(metric_format(U_COUNT, 1000001, buf, sizeof(buf)), "1,000,001",
		 "metric_format: a count with all its digits");
	T_EQ_STR(metric_format(U_US, NAN, buf, sizeof(buf)), "n/a", "metric_format: NAN");

	/* slow-path without a busy CPU: the rate over every CPU judges */
	{
		const struct criterion *k = &finding_slow_path.criteria[SP_RATE];
		double v[FINDING_MAX_CRITERIA];
		int off;

		for (off = -1; off <= 1; off++) {
			an_init(&a);
			sp_base(&a);
			a.nr_busy = 0;
			a.sugov_per_s_per_busy_cpu = NAN;
			a.sugov_per_s_per_cpu = near(k->value, off);
			T_OK(finding_judge(&finding_slow_path, &a, v) == (off >= 0) &&
				     v[SP_RATE] == a.sugov_per_s_per_cpu,
			     "slow-path, no busy CPU: judged on the rate over all CPUs (%+d)", off);
			analysis_free(&a);
		}
	}

	/* ranked by score, mode last: slow-path (score 1.1) before governor-delay (0.8) */
	an_init(&a);
	sp_base(&a);
	gd_base(&a);
	a.path = PATH_KTHREAD;
	a.sugov_preempt_wl = 4000;
	findings_run(&a);
	T_OK(a.nfindings == 3 && !strcmp(a.findings[0].id, "slow-path") &&
		     !strcmp(a.findings[1].id, "governor-delay") && !strcmp(a.findings[2].id, "mode"),
	     "findings_run: by score, mode last (%d: %s ...)", a.nfindings,
	     a.nfindings ? a.findings[0].id : "none");
	analysis_free(&a);
}

/*
 * dump_criteria - every finding's criteria as JSON, for the tests that hold
 * the documentation and truth.py to them (tests/integration/findings_criteria.sh)
 */
static int dump_criteria(void)
{
	static const char *const ops[] = { [CRIT_LT] = "<", [CRIT_LE] = "<=", [CRIT_GE] = ">=",
					   [CRIT_GT] = ">" };
	static const char *const scopes[] = { [CRIT_RUN] = "run", [CRIT_CPU] = "cpu",
					      [CRIT_WINDOW] = "window", [CRIT_EVENT] = "event" };
	struct json_writer jw;
	int i, k;

	jw_init(&jw);
	jw_object(&jw);
	for (i = 0; findings_table[i]; i++) {
		const struct finding_def *d = findings_table[i];

		jw_key(&jw, d->id);
		jw_array(&jw);
		for (k = 0; k < d->ncriteria; k++) {
			jw_object_inline(&jw);
			jw_key(&jw, "metric");
			jw_string(&jw, d->criteria[k].metric);
			jw_key(&jw, "scope");
			jw_string(&jw, scopes[d->criteria[k].scope]);
			jw_key(&jw, "op");
			jw_string(&jw, ops[d->criteria[k].op]);
			jw_key(&jw, "value");
			jw_double(&jw, d->criteria[k].value);
			jw_end(&jw);
		}
		jw_end(&jw);
	}
	jw_end(&jw);
	fputs(jw_text(&jw), stdout);
	jw_free(&jw);
	return 0;
}

int main(int argc, char **argv)
{
	if (argc > 1 && !strcmp(argv[1], "--criteria"))
		return dump_criteria();
	test_table();
	test_thresholds();
	test_cpu_criteria();
	test_predicates();
	test_evidence();
	T_DONE();
}
