// SPDX-License-Identifier: GPL-2.0
/*
 * why.c - WHY: the differential explanation of each ratio that is
 * not within noise.  The traced runs of the label are compared with the
 * baseline's traced runs of the same benchmark, metric by metric (the table
 * below), per parameter value both have, then over those values; a metric
 * counts as changed only beyond its run-to-run spread, or without repeats
 * beyond a threshold; the mechanisms that changed are ranked: those that
 * can cause a performance ratio, never energy per unit of work, which
 * follows from it (a consequence, said apart, and the cause of a
 * perf-per-watt ratio with the power drawn).  The findings
 * judge their own mechanisms: their criteria (findings/findings.h) give the
 * metrics, the samples a metric needs, whether a finding holds on each side,
 * and the unit a change is ranked in.  pstate-analyze(1), WHY, says the
 * same in words; keep the two together.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "compare/cache.h"
#include "compare/why.h"

/* The rule: a change counts when it is at least this share of the larger of
 * the two values, and at least the metric's floor: for a finding's criterion,
 * this share of its threshold. */
#define WHY_MIN_RELATIVE 0.2
#define WHY_CRIT_FLOOR 0.2
/* a wakeup latency by requested band counts from this many samples in a run */
#define WHY_MIN_SAMPLES 20
/* a severity past this is as good as infinite (a ratio criterion at 0) */
#define WHY_SEVERITY_MAX 1e6

const char *const why_need_text[NR_NEEDS] = {
	[N_SCHED] = "no scheduler events",
	[N_WAKEUPS] = "no wakeup of a workload task",
	[N_UPDATES] = "no frequency update (cpu_frequency, amd_pstate_perf)",
	[N_QUEUE] = "no governor work (kthread or workqueue path)",
	[N_WINDOWS] = "no counter window (amd_pstate_perf, counter_sample)",
	[N_RATE_LIMIT] = "no rate limit (rate_limit_us, ondemand's sampling_rate)",
	[N_ENERGY] = "no energy counter",
	[N_IDLE] = "no cpu_idle events",
};

struct cmp_why_run {
	enum gov_path path; /* PATH_UNKNOWN without updates */
	unsigned int shows; /* findings_table bits: its measure() says it can show */
	unsigned int have;  /* 1 << enum why_need */
	double crit[WHY_MAX_FINDINGS][FINDING_MAX_CRITERIA];
	double x[NR_X];
	char x_few[NR_X]; /* the extra had samples, too few */
	double acc[NR_ACC]; /* enum why_acc; NAN when not measured */
};

#define CRIT(d, k, g, w, n)                                                                \
	{ .def = &(d), .crit = (k), .gate = (g), .x = -1, .what = (w), .need = (n) }
#define XTRA(i, d, g, k, w, u, hw, fl, n)                                                  \
	{ .id = (i), .def = (d), .crit = -1, .gate = (g), .x = (k), .key = (w),            \
	  .unit = (u), .higher_worse = (hw), .floor = (fl), .need = (n) }

const struct why_metric why_metrics[] = {
	CRIT(finding_slow_path, SP_RATE, -1, "sugov switch-ins /s/CPU", N_SCHED),
	XTRA(NULL, &finding_slow_path, -1, X_PREEMPT, "sugov_preempt_per_s", U_PER_S, 1, 1,
	     N_SCHED),
	XTRA(NULL, &finding_slow_path, -1, X_ONCPU, "sugov_on_cpu_share", U_SHARE, 1, 0.01,
	     N_SCHED),
	XTRA(NULL, &finding_governor_delay, GD_COUNT, X_DELAY_P50, "delay_p50_us", U_US, 1, 10,
	     N_QUEUE),
	CRIT(finding_governor_delay, GD_P90, GD_COUNT, "governor delay p90", N_QUEUE),
	XTRA(NULL, &finding_governor_delay, GD_COUNT, X_DELAY_P99, "delay_p99_us", U_US, 1, 10,
	     N_QUEUE),
	CRIT(finding_governor_delay, GD_LATE, GD_ITEMS, "written after it blocked", N_QUEUE),
	CRIT(finding_pcc_write, PW_P50, PW_COUNT, "mailbox write p50", N_QUEUE),
	CRIT(finding_pcc_write, PW_DSLEEP, -1, "work items asleep in D", N_QUEUE),
	CRIT(finding_rate_limit, RL_AT_LIMIT, -1, "intervals at the rate limit", N_RATE_LIMIT),
	CRIT(finding_rate_limit, RL_NO_UPDATE, RL_BURSTS, "short bursts, no update",
	     N_RATE_LIMIT),
	XTRA(NULL, &finding_low_request, -1, X_REQUESTED, "requested_ratio", U_RATIO, 0, 0.05,
	     N_UPDATES),
	CRIT(finding_low_request, LR_BELOW, LR_BUSY_SHARE, "busy time below nominal",
	     N_WINDOWS),
	CRIT(finding_delivered_lag, DL_LAG, -1, "delivered / requested", N_WINDOWS),
	CRIT(finding_invariance, IV_CPUS, -1, "saturated CPUs asking less", N_WINDOWS),
	CRIT(finding_remote_wakeup, RW_P50, RW_COUNT, "remote wakeup's update p50",
	     N_UPDATES),
	CRIT(finding_efficiency_floor, EF_SHARE, EF_REQUESTS, "requests at the floor",
	     N_UPDATES),
	XTRA("wakeup-latency", NULL, -1, X_WAKE_P50, "wakeup_p50_us", U_US, 1, 5, N_WAKEUPS),
	XTRA("wakeup-latency", NULL, -1, X_WAKE_P99, "wakeup_p99_us", U_US, 1, 5, N_WAKEUPS),
	XTRA("wakeup-latency", NULL, -1, X_BAND0, "wakeup_p50_us_lt_25", U_US, 1, 5,
	     N_UPDATES),
	XTRA("wakeup-latency", NULL, -1, X_BAND1, "wakeup_p50_us_25_50", U_US, 1, 5,
	     N_UPDATES),
	XTRA("wakeup-latency", NULL, -1, X_BAND2, "wakeup_p50_us_50_75", U_US, 1, 5,
	     N_UPDATES),
	XTRA("wakeup-latency", NULL, -1, X_BAND3, "wakeup_p50_us_ge_75", U_US, 1, 5,
	     N_UPDATES),
	XTRA("wakeup-latency", NULL, -1, X_WAKE_LOW, "wakeups_low_request_share", U_SHARE, 1,
	     0.05, N_UPDATES),
	XTRA("idle-state", NULL, -1, X_WAKE_IDLE, "wakeups_to_idle_share", U_SHARE, 1, 0.05,
	     N_IDLE),
	XTRA("energy", NULL, -1, X_ENERGY, "energy_per_work", U_RATIO, 1, 0, N_ENERGY),
};

const int nr_why_metrics = (int)(sizeof(why_metrics) / sizeof(why_metrics[0]));
_Static_assert(sizeof(why_metrics) / sizeof(why_metrics[0]) <= WHY_MAX_METRICS,
	       "WHY_MAX_METRICS holds the table");

/* The text of the extras (a criterion's is in the table). */
const char *const why_x_what[NR_X] = {
	[X_PREEMPT] = "workload preempted /s",
	[X_ONCPU] = "sugov share of CPU time",
	[X_DELAY_P50] = "governor delay p50",
	[X_DELAY_P99] = "governor delay p99",
	[X_REQUESTED] = "requested, busy-weighted",
	[X_WAKE_P50] = "wakeup latency p50",
	[X_WAKE_P99] = "wakeup latency p99",
	[X_BAND0] = "wakeup p50, request < 0.25",
	[X_BAND1] = "wakeup p50, req 0.25-0.50",
	[X_BAND2] = "wakeup p50, req 0.50-0.75",
	[X_BAND3] = "wakeup p50, req >= 0.75",
	[X_WAKE_LOW] = "wakeups at request < 0.5",
	[X_WAKE_IDLE] = "wakeups to a C-state CPU",
	[X_ENERGY] = "energy per unit of work",
};

int why_finding(const struct finding_def *def)
{
	int i;

	for (i = 0; findings_table[i] && i < WHY_MAX_FINDINGS; i++)
		if (findings_table[i] == def)
			return i;
	return -1;
}

/* ---- per run ------------------------------------------------------------- */

static double busy_ns(const struct analysis *a)
{
	double s = 0;
	int i;

	for (i = 0; i < a->ncpus; i++)
		s += (double)a->cpus[i].busy_ns;
	return s;
}

/* band_p50 - the p50 of a band's wakeup latencies, NAN (and @few) under
 * WHY_MIN_SAMPLES */
static double band_p50(struct dist *d, char *few)
{
	uint64_t n = dist_count(d);

	*few = (char)(n > 0 && n < WHY_MIN_SAMPLES);
	return n < WHY_MIN_SAMPLES ? NAN : dist_us(d, 50);
}

/* energy_per_work - 1 / perf-per-watt: joules per unit of the metric, or
 * per run; NAN without energy */
static double energy_per_work(const struct cmp_why_run *w, const struct cmp_run *r)
{
	return !(w->have & 1u << N_ENERGY) ? NAN :
	       r->lower ? r->watts * r->value : r->watts / r->value;
}

int cmp_why_measure(const struct analysis *a, struct cmp_run *r, double wl_ns)
{
	struct cmp_why_run *w = calloc(1, sizeof(*w));
	uint64_t low = 0, all = 0;
	struct dist_summary lat;
	double sugov = (double)a->sugov_oncpu_ns, lat_ns = NAN;
	int i, k;

	if (!w)
		return -1;
	w->path = a->updates ? a->path : PATH_UNKNOWN;
	w->have |= busy_ns(a) > 0 ? 1u << N_SCHED : 0;
	w->have |= dist_count(a->lat) ? 1u << N_WAKEUPS : 0;
	w->have |= a->updates ? 1u << N_UPDATES : 0;
	w->have |= a->updates && (a->path == PATH_KTHREAD || a->path == PATH_WORKQUEUE) ?
			   1u << N_QUEUE : 0;
	w->have |= a->windows && a->w_del_mperf > 0 ? 1u << N_WINDOWS : 0;
	w->have |= a->limit_us ? 1u << N_RATE_LIMIT : 0;
	w->have |= r->have_energy && r->watts > 0 ? 1u << N_ENERGY : 0;
	w->have |= !isnan(r->m.wake_idle_share) ? 1u << N_IDLE : 0;
	/* every finding's metrics, by its own measure() */
	for (i = 0; findings_table[i] && i < WHY_MAX_FINDINGS; i++) {
		for (k = 0; k < FINDING_MAX_CRITERIA; k++)
			w->crit[i][k] = NAN;
		if (findings_table[i]->measure(a, findings_table[i]->criteria, w->crit[i]))
			w->shows |= 1u << i;
	}
	w->x[X_PREEMPT] = a->span_s > 0 ? (double)a->sugov_preempt_wl / a->span_s : NAN;
	w->x[X_ONCPU] = a->sugov_on_cpu_share;
	w->x[X_DELAY_P50] = dist_us(a->delay, 50);
	w->x[X_DELAY_P99] = dist_us(a->delay, 99);
	w->x[X_REQUESTED] = analysis_requested(a);
	w->x[X_WAKE_P50] = dist_us(a->lat, 50);
	w->x[X_WAKE_P99] = dist_us(a->lat, 99);
	for (i = 0; i < NR_BANDS; i++) {
		w->x[X_BAND0 + i] = band_p50(a->lat_req[i], &w->x_few[X_BAND0 + i]);
		all += dist_count(a->lat_req[i]);
		low += i < 2 ? dist_count(a->lat_req[i]) : 0;
	}
	w->x[X_WAKE_LOW] = ratio((double)low, (double)all);
	w->x[X_WAKE_IDLE] = r->m.wake_idle_share;
	/* the estimates: shares of the workload's time, the CPUs' speed */
	if (dist_count(a->lat) && dist_summarize(a->lat, &lat) == 0)
		lat_ns = lat.mean * (double)lat.count;
	w->acc[A_CPU] = busy_ns(a) > 0 && sugov + wl_ns > 0 ? sugov / (sugov + wl_ns) : NAN;
	w->acc[A_LAT] = !isnan(lat_ns) && lat_ns + wl_ns > 0 ? lat_ns / (lat_ns + wl_ns) : NAN;
	w->acc[A_DEL] = analysis_delivered(a);
	w->acc[A_REQ] = w->x[X_REQUESTED];
	w->acc[A_WLW] = dist_count(a->lat) && wl_ns > 0 ?
				wl_ns / 1e3 / (double)dist_count(a->lat) : NAN;
	w->x[X_ENERGY] = energy_per_work(w, r);
	r->why = w;
	return 0;
}

/* The findings of findings_table, at most WHY_MAX_FINDINGS. */
static int nr_table(void)
{
	int n = 0;

	while (findings_table[n] && n < WHY_MAX_FINDINGS)
		n++;
	return n;
}

void cmp_why_encode(const struct cmp_run *r, struct strbuf *sb)
{
	const struct cmp_why_run *w = r->why;
	int i, k;

	cmp_enc_u32(sb, (uint32_t)w->path);
	cmp_enc_u32(sb, w->shows);
	cmp_enc_u32(sb, w->have);
	for (i = 0; i < WHY_MAX_FINDINGS; i++)
		for (k = 0; k < FINDING_MAX_CRITERIA; k++)
			cmp_enc_f64(sb, w->crit[i][k]);
	for (i = 0; i < NR_X; i++) {
		cmp_enc_f64(sb, w->x[i]);
		cmp_enc_u32(sb, (uint32_t)w->x_few[i]);
	}
	for (i = 0; i < NR_ACC; i++)
		cmp_enc_f64(sb, w->acc[i]);
}

int cmp_why_decode(struct cmp_dec *d, struct cmp_run *r)
{
	struct cmp_why_run *w = calloc(1, sizeof(*w));
	unsigned int need = 0;
	int i, k, nt = nr_table();

	if (!w)
		return -1;
	w->path = (enum gov_path)cmp_dec_u32_max(d, NR_PATHS);
	w->shows = cmp_dec_u32_max(d, 1u << nt);
	w->have = cmp_dec_u32_max(d, 1u << NR_NEEDS);
	for (i = 0; i < WHY_MAX_FINDINGS; i++)
		for (k = 0; k < FINDING_MAX_CRITERIA; k++)
			w->crit[i][k] = cmp_dec_f64(d);
	for (i = 0; i < NR_X; i++) {
		w->x[i] = cmp_dec_f64(d);
		w->x_few[i] = (char)cmp_dec_u32_max(d, 2);
	}
	for (i = 0; i < NR_ACC; i++)
		w->acc[i] = cmp_dec_f64(d);
	/* what follows from the run's own metrics must be theirs */
	need |= r->m.updates ? 1u << N_UPDATES : 0;
	need |= r->have_energy && r->watts > 0 ? 1u << N_ENERGY : 0;
	need |= !isnan(r->m.wake_idle_share) ? 1u << N_IDLE : 0;
	if (w->path != (r->m.updates ? r->m.path : PATH_UNKNOWN) ||
	    (w->have & (1u << N_UPDATES | 1u << N_ENERGY | 1u << N_IDLE)) != need ||
	    !cmp_same_num(w->x[X_WAKE_IDLE], r->m.wake_idle_share) ||
	    !cmp_same_num(w->x[X_REQUESTED], r->m.requested) ||
	    !cmp_same_num(w->acc[A_REQ], r->m.requested) ||
	    !cmp_same_num(w->acc[A_DEL], r->m.delivered) ||
	    !cmp_same_num(w->x[X_ENERGY], energy_per_work(w, r)))
		d->bad = 1;
	for (i = 0; i < NR_ACC; i++)
		if (!isnan(w->acc[i]) && (w->acc[i] < 0 || (i <= A_LAT && w->acc[i] > 1)))
			d->bad = 1;
	if (d->bad) {
		free(w);
		return -1;
	}
	r->why = w;
	return 0;
}

void cmp_why_run_free(struct cmp_why_run *w)
{
	free(w);
}

/* value - metric @m of run @w; NAN with @na set when it has none */
static double value(const struct why_metric *m, const struct cmp_why_run *w, enum why_na *na)
{
	int fi = m->def ? why_finding(m->def) : -1;
	double v;

	if (!(w->have & 1u << m->need)) {
		*na = NA_NEED;
		return NAN;
	}
	if (m->gate >= 0 && fi >= 0 &&
	    !criterion_holds(&m->def->criteria[m->gate], w->crit[fi][m->gate])) {
		*na = NA_FEW;
		return NAN;
	}
	v = m->crit >= 0 ? (fi >= 0 ? w->crit[fi][m->crit] : NAN) : w->x[m->x];
	if (isnan(v))
		*na = m->crit < 0 && w->x_few[m->x] ? NA_FEW : NA_NO_VALUE;
	return v;
}

/* ---- one explanation ----------------------------------------------------- */

/* The traced runs of one side, by parameter value. */
struct side {
	int **runs; /* [param]: indices into c->runs */
	int *n;
	int total;
};

static void side_free(struct side *s, int nparams)
{
	int p;

	for (p = 0; s->runs && p < nparams; p++)
		free(s->runs[p]);
	free(s->runs);
	free(s->n);
}

static int side_of(const struct cmp *c, const struct cmp_bench *b, int l, struct side *s)
{
	int p, i;

	memset(s, 0, sizeof(*s));
	s->runs = calloc(b->nparams, sizeof(*s->runs));
	s->n = calloc(b->nparams, sizeof(*s->n));
	if (!s->runs || !s->n)
		return -1;
	for (i = 0; i < c->nruns; i++) {
		const struct cmp_run *r = &c->runs[i];

		if (!r->why || strcmp(r->label, c->labels[l]) != 0 ||
		    strcmp(r->bench, b->name) != 0 || strcmp(r->metric, b->metric) != 0)
			continue;
		p = cmp_param_index(b, r->param);
		if (p < 0)
			continue;
		if (!s->runs[p]) {
			s->runs[p] = calloc(c->nruns, sizeof(int));
			if (!s->runs[p])
				return -1;
		}
		s->runs[p][s->n[p]++] = i;
		s->total++;
	}
	return 0;
}

/* side_stats - mean and sd of metric @m over the side's runs at @p
 * Return: the runs that measured it; none: @na says why */
static int side_stats(const struct cmp *c, const struct side *s, int p,
		      const struct why_metric *m, double *mean, double *sd, enum why_na *na)
{
	double sum = 0, ss = 0, x;
	int i, n = 0;
	enum why_na why = NA_NO_RUN;

	*mean = NAN;
	*sd = 0;
	for (i = 0; i < s->n[p]; i++) {
		enum why_na one = NA_NONE;

		x = value(m, c->runs[s->runs[p][i]].why, &one);
		if (isnan(x)) {
			/* the most telling reason: too few samples, then nothing it needs */
			if (why == NA_NO_RUN || one == NA_FEW || (one == NA_NEED && why != NA_FEW))
				why = one;
			continue;
		}
		sum += x;
		n++;
	}
	if (!n) {
		*na = why;
		return 0;
	}
	*mean = sum / n;
	for (i = 0; i < s->n[p]; i++) {
		enum why_na one;

		x = value(m, c->runs[s->runs[p][i]].why, &one);
		if (!isnan(x))
			ss += (x - *mean) * (x - *mean);
	}
	*sd = n > 1 ? sqrt(ss / (n - 1)) : 0;
	return n;
}

/* severity - @v against criterion @k: 1 at its threshold, more past it */
static double severity(const struct criterion *k, double v)
{
	if (k->op == CRIT_GE || k->op == CRIT_GT)
		return k->value ? v / k->value : v;
	return v > 0 ? k->value / v : WHY_SEVERITY_MAX;
}

/* rel - the relative change of @b to @v: (v - b) / max(|b|, |v|), 0 when both are */
static double rel(double b, double v)
{
	double big = fmax(fabs(b), fabs(v));

	return big > 0 ? (v - b) / big : 0;
}

/* judge - whether @me changed, for the worse, and by how much; @lat_floor
 * the wakeup latencies' floor (NAN: WHY_LAT_FLOOR_US) */
static void judge(const struct why_metric *m, struct cmp_mech *me, double var, double dfden,
		  double lat_floor)
{
	double d = me->value - me->base, big = fmax(fabs(me->base), fabs(me->value));
	double floor = m->crit >= 0 ? WHY_CRIT_FLOOR * fabs(m->def->criteria[m->crit].value) :
		       m_lat_floor(m) ? (isnan(lat_floor) ? WHY_LAT_FLOOR_US : lat_floor) :
				      m->floor;
	int beyond = fabs(d) >= WHY_MIN_RELATIVE * big - 1e-12 && fabs(d) >= floor - 1e-12 &&
		     d != 0;

	me->floor = floor;
	me->lo = me->hi = NAN;
	me->past = beyond;
	if (me->rule == MR_SPREAD) {
		double h = var > 0 ? cmp_t_quantile(0.975, var * var / dfden) * sqrt(var) : 0;

		me->lo = d - h;
		me->hi = d + h;
		beyond &= me->lo > 0 || me->hi < 0;
	} else if (me->rule == MR_VALUES) {
		beyond &= me->rlo > 0 || me->rhi < 0;
	} else {
		/* one run a side at one value: past the threshold, noise unknown */
		beyond = 0;
	}
	me->changed = beyond;
	me->worse = beyond && (m_higher_worse(m) ? d > 0 : d < 0);
	if (m->crit >= 0) {
		const struct criterion *k = &m->def->criteria[m->crit];

		me->score = severity(k, me->value) - severity(k, me->base);
	} else {
		me->score = big > 0 ? fabs(d) / big : 0;
	}
}

/* mech - metric @mi of the explanation: per value, then over the values */
static int mech(const struct cmp *c, const struct cmp_bench *b, const struct side *sb,
		const struct side *sv, int mi, double lat_floor, struct cmp_mech *me)
{
	const struct why_metric *m = &why_metrics[mi];
	double var = 0, dfden = 0, sumb = 0, sumv = 0;
	int p, P = b->nparams, spread = 1, any_b = 0, any_v = 0;
	enum why_na na_b = sb->total ? NA_NO_VALUE : NA_NO_RUN;
	enum why_na na_v = sv->total ? NA_NO_VALUE : NA_NO_RUN;

	memset(me, 0, sizeof(*me));
	me->metric = mi;
	me->by_b = calloc(P, sizeof(double));
	me->by_v = calloc(P, sizeof(double));
	if (!me->by_b || !me->by_v)
		return -1;
	for (p = 0; p < P; p++) {
		double mb, sdb, mv, sdv;
		enum why_na nb = NA_NO_RUN, nv = NA_NO_RUN;
		int kb = sb->n[p] ? side_stats(c, sb, p, m, &mb, &sdb, &nb) : 0;
		int kv = sv->n[p] ? side_stats(c, sv, p, m, &mv, &sdv, &nv) : 0;

		me->by_b[p] = kb ? mb : NAN;
		me->by_v[p] = kv ? mv : NAN;
		any_b |= kb > 0;
		any_v |= kv > 0;
		if (!kb && sb->n[p] && (na_b == NA_NO_VALUE || nb == NA_FEW))
			na_b = nb;
		if (!kv && sv->n[p] && (na_v == NA_NO_VALUE || nv == NA_FEW))
			na_v = nv;
		if (!kb || !kv)
			continue;
		me->nvalues++;
		me->nb += kb;
		me->nv += kv;
		sumb += mb;
		sumv += mv;
		if (kb < 2 || kv < 2) {
			spread = 0;
			continue;
		}
		/* the variance of the difference of two means, summed over the values */
		var += sdb * sdb / kb + sdv * sdv / kv;
		dfden += pow(sdb * sdb / kb, 2) / (kb - 1) + pow(sdv * sdv / kv, 2) / (kv - 1);
	}
	if (!me->nvalues) {
		/* nothing to compare; a side measured elsewhere still shows a value */
		me->base = me->value = NAN;
		for (p = P - 1; p >= 0; p--) {
			if (!isnan(me->by_b[p]))
				me->base = me->by_b[p];
			if (!isnan(me->by_v[p]))
				me->value = me->by_v[p];
		}
		me->why_b = any_b ? (any_v ? (int)NA_APART : (int)NA_NONE) : (int)na_b;
		me->why_v = any_v ? (any_b ? (int)NA_APART : (int)NA_NONE) : (int)na_v;
		return 0;
	}
	me->base = sumb / me->nvalues;
	me->value = sumv / me->nvalues;
	me->spread = spread;
	me->rule = spread ? MR_SPREAD : me->nvalues >= 2 ? MR_VALUES : MR_THRESHOLD;
	me->rlo = me->rhi = NAN;
	if (me->rule == MR_VALUES) {
		/* the relative change at each value, as repeats of one another */
		double q = 0, ss = 0, h;
		int n = me->nvalues;

		for (p = 0; p < P; p++)
			if (!isnan(me->by_b[p]) && !isnan(me->by_v[p]))
				q += rel(me->by_b[p], me->by_v[p]);
		q /= n;
		for (p = 0; p < P; p++)
			if (!isnan(me->by_b[p]) && !isnan(me->by_v[p]))
				ss += pow(rel(me->by_b[p], me->by_v[p]) - q, 2);
		h = ss > 0 ? cmp_t_quantile(0.975, n - 1) * sqrt(ss / (n - 1) / n) : 0;
		me->rlo = q - h;
		me->rhi = q + h;
	}
	var /= (double)me->nvalues * me->nvalues;
	dfden /= pow((double)me->nvalues, 4);
	judge(m, me, var, dfden, lat_floor);
	return 0;
}

/* held - the findings that hold on one side: each finding's criteria on the
 * means of its metrics over the parameter values (the side's runs' means),
 * when most of the side's runs can show it at all */
static unsigned int held(const struct cmp *c, const struct cmp_bench *b, const struct side *s)
{
	unsigned int bits = 0;
	int i, k, p, j;

	for (i = 0; findings_table[i] && i < WHY_MAX_FINDINGS; i++) {
		const struct finding_def *def = findings_table[i];
		double v[FINDING_MAX_CRITERIA];
		int shows = 0;

		if (def->last)
			continue;
		for (k = 0; k < FINDING_MAX_CRITERIA; k++) {
			double sum = 0;
			int nv = 0;

			for (p = 0; p < b->nparams; p++) {
				double ps = 0;
				int pn = 0;

				for (j = 0; j < s->n[p]; j++) {
					double x = c->runs[s->runs[p][j]].why->crit[i][k];

					if (!isnan(x)) {
						ps += x;
						pn++;
					}
				}
				if (pn) {
					sum += ps / pn;
					nv++;
				}
			}
			v[k] = nv ? sum / nv : NAN;
		}
		for (p = 0; p < b->nparams; p++)
			for (j = 0; j < s->n[p]; j++)
				shows += !!(c->runs[s->runs[p][j]].why->shows & 1u << i);
		if (s->total && 2 * shows > s->total && finding_holds(def, v))
			bits |= 1u << i;
	}
	return bits;
}

/* common_path - the path most of the side's runs wrote through */
static enum gov_path common_path(const struct cmp *c, const struct cmp_bench *b,
				 const struct side *s)
{
	int n[NR_PATHS] = { 0 }, p, j, best = PATH_UNKNOWN;

	for (p = 0; p < b->nparams; p++)
		for (j = 0; j < s->n[p]; j++)
			n[c->runs[s->runs[p][j]].why->path]++;
	for (p = PATH_UNKNOWN + 1; p < NR_PATHS; p++)
		if (n[p] > n[best])
			best = p;
	return (enum gov_path)best;
}

/* The tiers of the ranking (pstate-analyze(1), WHY): lower first. */
enum {
	T_NONE,
	T_HELD,     /* its finding holds in the label's runs, not in the baseline's */
	T_CRIT,     /* a criterion of its finding moved for the worse */
	T_FINDING,  /* another metric of its finding moved for the worse */
	T_SYMPTOM,  /* wakeup latency moved for the worse */
	NR_TIERS,
};

/* The mechanisms: the findings (their index) and the symptom groups after them. */
static int group_of(const struct why_metric *m)
{
	if (m->def)
		return why_finding(m->def);
	return WHY_MAX_FINDINGS + (!strcmp(m->id, "energy"));
}

#define NR_WHY_GROUPS (WHY_MAX_FINDINGS + 2)

struct grank {
	int group, tier, first; /* its first metric in the table */
	double score;
};

static int by_rank(const void *x, const void *y)
{
	const struct grank *a = x, *b = y;

	if (a->tier != b->tier)
		return a->tier - b->tier;
	if (a->score != b->score)
		return a->score < b->score ? 1 : -1;
	return a->first - b->first;
}

/* rank - the tier and score of each mechanism, then the metrics listed */
static int rank(struct cmp_expl *e)
{
	struct grank g[NR_WHY_GROUPS];
	int i, k, ng = 0, r = 0;

	for (k = 0; k < NR_WHY_GROUPS; k++) {
		int tier = T_NONE, first = -1, fi = k < WHY_MAX_FINDINGS ? k : -1;
		double score = 0;

		for (i = 0; i < nr_why_metrics; i++) {
			const struct why_metric *m = &why_metrics[i];
			const struct cmp_mech *me = &e->m[i];
			int t;
			double s;

			if (group_of(m) != k || m_consequence(m))
				continue;
			if (first < 0)
				first = i;
			if (fi >= 0 && (e->held_v & ~e->held_b & 1u << fi) && m->crit >= 0) {
				/* a baseline that cannot show it: counted from the threshold */
				t = T_HELD;
				s = severity(&m->def->criteria[m->crit], me->value) -
				    (isnan(me->base) ? 1 : severity(&m->def->criteria[m->crit],
								    me->base));
				if (isnan(s))
					s = 0;
			} else if (me->worse) {
				t = m->crit >= 0 ? T_CRIT : m->def ? T_FINDING : T_SYMPTOM;
				s = me->score;
			} else {
				continue;
			}
			if (tier == T_NONE || t < tier || (t == tier && s > score)) {
				if (t < tier || tier == T_NONE)
					score = s;
				else
					score = fmax(score, s);
				tier = t;
			}
		}
		if (tier != T_NONE)
			g[ng++] = (struct grank){ k, tier, first, score };
	}
	qsort(g, ng, sizeof(g[0]), by_rank);
	e->nlisted = 0;
	for (k = 0; k < ng; k++) {
		r++;
		for (i = 0; i < nr_why_metrics; i++) {
			const struct why_metric *m = &why_metrics[i];
			const struct cmp_mech *me = &e->m[i];

			if (group_of(m) != g[k].group || m_consequence(m))
				continue;
			/* a held finding shows every criterion it has; else what changed */
			if (!me->changed && !(g[k].tier == T_HELD && m->crit >= 0))
				continue;
			e->order[e->nlisted++] = i;
			e->rank[i] = r;
			e->tier[i] = g[k].tier;
		}
	}
	return 0;
}

/* acc_means - the mean over the parameter values both sides measured
 * measure @k at of each side's mean; Return: those values */
static int acc_means(const struct cmp *c, const struct cmp_bench *b, const struct side *sb,
		     const struct side *sv, int k, double *mb, double *mv)
{
	const struct side *sides[2] = { sb, sv };
	double sum[2] = { 0, 0 };
	int p, n = 0;

	for (p = 0; p < b->nparams; p++) {
		double m[2];
		int j, ok = 1;

		for (j = 0; j < 2 && ok; j++) {
			double t = 0;
			int i, cnt = 0;

			for (i = 0; i < sides[j]->n[p]; i++) {
				double x = c->runs[sides[j]->runs[p][i]].why->acc[k];

				if (!isnan(x)) {
					t += x;
					cnt++;
				}
			}
			ok = cnt > 0;
			m[j] = cnt ? t / cnt : NAN;
		}
		if (!ok)
			continue;
		sum[0] += m[0];
		sum[1] += m[1];
		n++;
	}
	*mb = n ? sum[0] / n : NAN;
	*mv = n ? sum[1] / n : NAN;
	return n;
}

/* estimate - how much of the loss each channel can account for, and the
 * ranked mechanisms together */
static void estimate(const struct cmp *c, const struct cmp_bench *b, const struct side *sb,
		     const struct side *sv, struct cmp_expl *e)
{
	static const int acc_of[NR_EST] = { [EST_CPU] = A_CPU, [EST_LAT] = A_LAT,
					    [EST_FREQ] = A_DEL };
	const struct cmp_cell *cell = &b->ratio[e->label];
	int k, i, any = 0, counted[NR_EST] = { 0 };
	double sum = 0;

	e->perf_log = cell->ratio > 0 ? log(b->lower ? 1 / cell->ratio : cell->ratio) : NAN;
	for (k = 0; k < NR_EST; k++) {
		struct cmp_estimate *x = &e->est[k];
		double effect;

		x->nvalues = acc_means(c, b, sb, sv, acc_of[k], &x->base, &x->value);
		if (k == EST_FREQ && !x->nvalues) {
			x->nvalues = acc_means(c, b, sb, sv, A_REQ, &x->base, &x->value);
			x->requested = 1;
		}
		x->share = NAN;
		if (!x->nvalues)
			continue;
		if (k == EST_FREQ)
			effect = x->base > 0 && x->value > 0 ? log(x->value / x->base) : NAN;
		else
			effect = x->base < 1 && x->value < 1 ?
					 log((1 - x->value) / (1 - x->base)) : NAN;
		if (!isnan(effect) && !isnan(e->perf_log) && e->perf_log != 0)
			x->share = effect / e->perf_log;
	}
	for (i = 0; i < nr_why_metrics; i++) {
		k = why_est_of(&why_metrics[i]);
		if (!e->rank[i] || k < 0 || counted[k] || isnan(e->est[k].share))
			continue;
		counted[k] = 1;
		any = 1;
		sum += fmax(e->est[k].share, 0);
	}
	e->accounted = any ? sum : NAN;
}

static void expl_free(struct cmp_expl *e)
{
	int i;

	for (i = 0; e->m && i < e->nm; i++) {
		free(e->m[i].by_b);
		free(e->m[i].by_v);
	}
	free(e->m);
	free(e->order);
	free(e->rank);
	free(e->tier);
	free(e->both);
}

static int explain(const struct cmp *c, int bi, int l, struct cmp_expl *e)
{
	const struct cmp_bench *b = &c->bench[bi];
	const struct cmp_cell *cell = &b->ratio[l];
	struct side sb, sv;
	int i, p, ret = -1;

	memset(e, 0, sizeof(*e));
	e->bench = bi;
	e->label = l;
	e->regression = b->lower ? cell->ratio > 1 : cell->ratio < 1;
	e->nm = nr_why_metrics;
	e->m = calloc(nr_why_metrics, sizeof(*e->m));
	e->order = calloc(nr_why_metrics, sizeof(int));
	e->rank = calloc(nr_why_metrics, sizeof(int));
	e->tier = calloc(nr_why_metrics, sizeof(int));
	e->both = calloc(b->nparams ? b->nparams : 1, 1);
	if (!e->m || !e->order || !e->rank || !e->tier || !e->both)
		return -1;
	if (side_of(c, b, 0, &sb) < 0 || side_of(c, b, l, &sv) < 0)
		goto out;
	e->runs_b = sb.total;
	e->runs_v = sv.total;
	for (p = 0; p < b->nparams; p++) {
		e->both[p] = sb.n[p] && sv.n[p];
		e->nvalues += e->both[p];
	}
	e->path_b = common_path(c, b, &sb);
	e->path_v = common_path(c, b, &sv);
	e->held_b = held(c, b, &sb);
	e->held_v = held(c, b, &sv);
	/* the scale of the wakeup latencies: the workload's CPU time per wakeup */
	e->lat_floor = NAN;
	if (acc_means(c, b, &sb, &sv, A_WLW, &e->wl_per_wake_b, &e->wl_per_wake_v))
		e->lat_floor = WHY_LAT_FLOOR_SHARE * fmin(e->wl_per_wake_b, e->wl_per_wake_v);
	for (i = 0; i < nr_why_metrics; i++)
		if (mech(c, b, &sb, &sv, i, e->lat_floor, &e->m[i]) < 0)
			goto out;
	ret = rank(e);
	estimate(c, b, &sb, &sv, e);
out:
	side_free(&sb, b->nparams);
	side_free(&sv, b->nparams);
	return ret;
}

/* ppw_explain - perf-per-watt of label @l against the baseline's on @b: its
 * performance and its power, over the values both have energy at */
static void ppw_explain(const struct cmp *c, int bi, int l, struct cmp_ppw_expl *e)
{
	const struct cmp_bench *b = &c->bench[bi];
	double perf = 0, power = 0, wb = 0, wv = 0, eb = 0, ev = 0;
	int p, L = c->nlabels, n = 0;

	memset(e, 0, sizeof(*e));
	e->bench = bi;
	e->label = l;
	for (p = 0; p < b->nparams; p++) {
		const struct cmp_group *gb = &b->g[(size_t)p * L], *gv = &b->g[(size_t)p * L + l];

		if (!gb->nppw || !gv->nppw || !(gb->watts > 0) || !(gv->watts > 0) ||
		    !(gb->mean > 0) || !(gv->mean > 0))
			continue;
		perf += log(b->lower ? gb->mean / gv->mean : gv->mean / gb->mean);
		power += log(gv->watts / gb->watts);
		wb += gb->watts;
		wv += gv->watts;
		eb += gb->epw;
		ev += gv->epw;
		n++;
	}
	e->nvalues = n;
	e->perf = n ? exp(perf / n) : NAN;
	e->power = n ? exp(power / n) : NAN;
	e->watts_b = n ? wb / n : NAN;
	e->watts_v = n ? wv / n : NAN;
	e->epw_b = n ? eb / n : NAN;
	e->epw_v = n ? ev / n : NAN;
}

static int ppw_compute(struct cmp *c)
{
	int i, l, n = 0;

	for (i = 0; i < c->nbench; i++)
		for (l = 1; l < c->nlabels; l++)
			n += c->bench[i].ppw[l].have && !c->bench[i].ppw[l].noise &&
			     !c->bench[i].ppw[l].unknown && c->bench[i].ppw[l].ratio < 1;
	c->ppw_expl = calloc(n ? n : 1, sizeof(*c->ppw_expl));
	if (!c->ppw_expl)
		return -1;
	for (i = 0; i < c->nbench; i++)
		for (l = 1; l < c->nlabels; l++) {
			const struct cmp_cell *cell = &c->bench[i].ppw[l];

			if (cell->have && !cell->noise && !cell->unknown && cell->ratio < 1)
				ppw_explain(c, i, l, &c->ppw_expl[c->nppw_expl++]);
		}
	return 0;
}

int cmp_why_compute(struct cmp *c)
{
	int i, l, n = 0;

	for (i = 0; i < c->nbench; i++)
		for (l = 1; l < c->nlabels; l++)
			n += c->bench[i].ratio[l].have && !c->bench[i].ratio[l].noise &&
			     !c->bench[i].ratio[l].unknown;
	c->expl = calloc(n ? n : 1, sizeof(*c->expl));
	if (!c->expl)
		return -1;
	for (i = 0; i < c->nbench; i++)
		for (l = 1; l < c->nlabels; l++) {
			const struct cmp_cell *cell = &c->bench[i].ratio[l];

			if (!cell->have || cell->noise || cell->unknown)
				continue;
			if (explain(c, i, l, &c->expl[c->nexpl++]) < 0)
				return -1;
		}
	return ppw_compute(c);
}

void cmp_why_free(struct cmp *c)
{
	int i;

	for (i = 0; c->expl && i < c->nexpl; i++)
		expl_free(&c->expl[i]);
	free(c->expl);
	c->expl = NULL;
	c->nexpl = 0;
	free(c->ppw_expl);
	c->ppw_expl = NULL;
	c->nppw_expl = 0;
}

