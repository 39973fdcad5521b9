// SPDX-License-Identifier: GPL-2.0
/*
 * perf.c - requests and what the hardware delivered.
 *
 * amd_pstate_perf (and pstate_sample) carry the deltas of aperf, mperf and
 * tsc since that cpu_id's previous event: each event closes a window whose
 * request is the previous event's; the first event of a cpu_id is skipped.
 * delivered = nominal_perf * aperf / mperf as a share of highest_perf; the
 * means are weighted by mperf (busy time).  A run with cpu_frequency only
 * (acpi-cpufreq) has no counters: its request is weighted by the time the
 * CPU spent in C0 (outside cpu_idle enter .. exit).
 *
 * A window whose values cannot be is left out of every share, counted by
 * kind with the first one's CPU, time and value (the report says which and
 * where), rather than averaged into a finding:
 */
#include <stdlib.h>
#include "pass/handlers.h"

/* mperf counts at the TSC's rate, in C0 only: a window's mperf/tsc is at
 * most 1, beyond the skew of reading the two counters */
#define PLAUSIBLE_BUSY_MAX 1.05
/* aperf/mperf is at most highest/nominal (full boost): delivered is at most
 * 1 of highest_perf, beyond the skew of reading aperf and mperf */
#define PLAUSIBLE_DELIVERED_MAX 1.25

const char *implausible_name(enum implausible_kind k)
{
	static const char *const names[] = { "delivered_above_highest", "busy_above_1",
					     "counter_negative" };

	return k < NR_IMPLAUSIBLE ? names[k] : "unknown";
}

/* implausible - whether a window of @mperf over @tsc with @aperf, delivering
 * @del (NAN: unknown) cannot be; counted in @a when so */
static int implausible(struct analysis *a, int cpu, uint64_t ts, double mperf, double aperf,
		       double tsc, double del)
{
	enum implausible_kind k;
	struct implausible *im;
	double v;

	if (aperf < 0 || tsc <= 0) {
		k = IMPL_COUNTER;
		v = aperf < 0 ? aperf : tsc;
	} else if (!isnan(tsc) && mperf > PLAUSIBLE_BUSY_MAX * tsc) {
		k = IMPL_BUSY;
		v = mperf / tsc;
	} else if (!isnan(del) && del > PLAUSIBLE_DELIVERED_MAX) {
		k = IMPL_DELIVERED;
		v = del;
	} else {
		return 0;
	}
	im = &a->implausible[k];
	if (!im->windows++) {
		im->cpu = cpu;
		im->ts = ts;
		im->value = v;
	}
	return 1;
}

static double share(int64_t num, int64_t den)
{
	if (num == NULL_NUM || den == NULL_NUM || den == ATTR_NONE || den <= 0)
		return NAN;
	return (double)num / (double)den;
}

/* perf_account - busy time at the request in force, up to @ts (residency) */
static void perf_account(struct analysis *a, struct cpu_stats *c, int cpu, uint64_t ts)
{
	uint64_t dt, *r;

	if (!c->acct_ts || ts <= c->acct_ts) {
		if (!c->acct_ts)
			c->acct_ts = ts;
		return;
	}
	dt = ts - c->acct_ts;
	c->acct_ts = ts;
	if (c->cur_pid <= 0 || !c->have_req || c->req_level == NULL_NUM || !cpu_selected(a, cpu))
		return;
	r = intmap_put(a->residency, (uint64_t)c->req_level, NULL);
	if (r)
		*r += dt;
}

static void set_request(struct analysis *a, int cpu, uint64_t ts, int64_t level, double req)
{
	struct cpu_stats *c = cpu_of(a, cpu);

	if (!c)
		return;
	perf_account(a, c, cpu, ts);
	c->have_req = 1;
	c->req = req;
	c->req_level = level;
	if (cpu_selected(a, cpu))
		HOOK(a, request, cpu, ts, level, req);
}

/* lnl_khz - lowest_nonlinear_perf as a frequency (kHz), or -1 */
static int64_t lnl_khz(const struct cpu_attr *at)
{
	int64_t khz;

	if (at->lowest_nonlinear_perf == ATTR_NONE || at->nominal_freq_mhz == ATTR_NONE ||
	    at->nominal_perf == ATTR_NONE || at->nominal_perf <= 0)
		return -1;
	if (__builtin_mul_overflow(at->lowest_nonlinear_perf, at->nominal_freq_mhz, &khz) ||
	    __builtin_mul_overflow(khz, 1000, &khz))
		return -1;
	return khz / at->nominal_perf;
}

/* ---- C0 time of cpu_frequency runs ---------------------------------------- */

static void c0_accumulate(struct analysis *a, struct cpu_stats *c, int cpu, uint64_t ts)
{
	uint64_t dt;
	int64_t lnl;
	int floor;

	if (a->req_source != REQ_FREQ || !c->have_req || isnan(c->req) || ts <= c->c0_since) {
		if (ts > c->c0_since)
			c->c0_since = ts;
		return;
	}
	dt = ts - c->c0_since;
	c->c0_since = ts;
	lnl = lnl_khz(run_attr(a->run, cpu));
	floor = lnl >= 0 && JUDGE(a, floor_request, c->req_level, lnl);
	if (c->c0 == 1) {
		c->c0_ns += (double)dt;
		c->c0_req += (double)dt * c->req;
		c->c0_floor += floor ? (double)dt : 0;
	} else if (c->c0 < 0) {
		/* C0 or not, the first cpu_idle of this CPU will tell */
		c->pre_ns += (double)dt;
		c->pre_req += (double)dt * c->req;
		c->pre_floor += floor ? (double)dt : 0;
	}
}

static void c0_prefix(struct cpu_stats *c, int was_c0)
{
	if (was_c0) {
		c->c0_ns += c->pre_ns;
		c->c0_req += c->pre_req;
		c->c0_floor += c->pre_floor;
	}
	c->pre_ns = c->pre_req = c->pre_floor = 0;
}

static void perf_c0_change(struct analysis *a, struct cpu_stats *c, int cpu, uint64_t ts, int c0)
{
	c0_accumulate(a, c, cpu, ts);
	if (c->c0 < 0)
		c0_prefix(c, !c0); /* leaving idle: it was idle before; entering: it was in C0 */
	c->c0 = c0;
}

void perf_on_switch(struct analysis *a, const struct ev *ev)
{
	struct cpu_stats *c = cpu_of(a, ev->cpu);

	if (c)
		perf_account(a, c, ev->cpu, ev->ts);
}

void perf_on_idle(struct analysis *a, const struct ev *ev)
{
	int cpu = ev->freq.cpu_id, exit = ev->freq.state == PWR_EVENT_EXIT || ev->freq.state == -1;
	struct cpu_stats *c = cpu_of(a, cpu);

	if (c && cpu_selected(a, cpu))
		perf_c0_change(a, c, cpu, ev->ts, exit);
}

/* ---- amd_pstate_perf ---------------------------------------------------- */

/* add_window - one aperf/mperf window of @m mperf cycles: requested and
 * delivered shares (NAN when unknown) weighted by @m, per CPU and in all */
static void add_window(struct analysis *a, struct cpu_stats *c, double m, double req, double del)
{
	c->windows++;
	a->windows++;
	c->w_mperf += m;
	a->w_mperf += m;
	if (!isnan(req)) {
		c->w_req += m * req;
		c->w_req_mperf += m;
		a->w_req += m * req;
		a->w_req_mperf += m;
	}
	if (!isnan(del)) {
		c->w_del += m * del;
		c->w_del_mperf += m;
		a->w_del += m * del;
		a->w_del_mperf += m;
	}
}

void perf_on_amd(struct analysis *a, const struct ev *ev)
{
	int cpu = ev->amd.cpu_id;
	struct cpu_stats *c = cpu_of(a, cpu);
	const struct cpu_attr *at = run_attr(a->run, cpu);
	int64_t highest = at->highest_perf != ATTR_NONE ? at->highest_perf : ev->amd.capacity;
	double req_now = share(ev->amd.target_perf, highest);

	if (!c)
		return;
	if (!cpu_selected(a, cpu))
		goto out_set;
	if (ev->amd.fast_switch == 1)
		a->fast_switch_true++;
	else if (ev->amd.fast_switch == 0)
		a->fast_switch_false++;
	a->requests++;
	if (at->lowest_nonlinear_perf != ATTR_NONE && ev->amd.target_perf != NULL_NUM &&
	    JUDGE(a, floor_request, ev->amd.target_perf, at->lowest_nonlinear_perf))
		a->floor_requests++;
	if (!c->have_prev) {
		/* the first event of this cpu_id: its window began before the trace */
		wait_window_closed(a, c, 1, NAN);
		c->last_win_del = NAN;
	} else if (ev->amd.mperf != NULL_NUM && ev->amd.mperf > 0 && ev->amd.aperf != NULL_NUM &&
		   ev->amd.tsc != NULL_NUM) {
		int64_t prev_high = at->highest_perf != ATTR_NONE ? at->highest_perf :
								    c->prev_capacity;
		double m = (double)ev->amd.mperf, tsc = (double)ev->amd.tsc;
		double req = share(c->prev_target, prev_high), del = NAN;
		/* the window's request: unknown when the previous event's
		 * target_perf is NULL, and then in none of the request's shares */
		int have_target = c->prev_target != NULL_NUM;

		if (at->nominal_perf != ATTR_NONE && prev_high > 0)
			del = (double)at->nominal_perf * (double)ev->amd.aperf / m / (double)prev_high;
		if (implausible(a, cpu, ev->ts, m, (double)ev->amd.aperf, tsc, del)) {
			wait_window_closed(a, c, 0, NAN);
			c->last_win_del = NAN;
			goto out_win;
		}
		add_window(a, c, m, req, del);
		c->w_tsc += tsc;
		if (have_target && c->prev_capacity != NULL_NUM && c->prev_capacity > 0) {
			c->w_cap += m * (double)c->prev_target / (double)c->prev_capacity;
			c->w_cap_mperf += m;
		}
		if (JUDGE(a, lag_window, req, del))
			a->win_below_w += m;
		if (have_target && at->lowest_nonlinear_perf != ATTR_NONE &&
		    JUDGE(a, floor_request, c->prev_target, at->lowest_nonlinear_perf))
			a->floor_w += m;
		if (JUDGE(a, busy_window, m, tsc)) {
			c->w_busy += m;
			if (have_target && at->nominal_perf != ATTR_NONE &&
			    JUDGE(a, low_request, c->prev_target, at->nominal_perf))
				c->w_busy_low += m;
			if (JUDGE(a, boost_window, (double)ev->amd.aperf, m))
				c->w_busy_boost += m;
		}
		wait_window_closed(a, c, 0, del);
		c->last_win_del = del;
		HOOK(a, window, cpu, c->prev_ts, ev->ts, req, del, tsc > 0 ? m / tsc : NAN, m);
	} else {
		wait_window_closed(a, c, 0, NAN);
		c->last_win_del = NAN;
	}
out_win:
	c->last_win_ts = ev->ts;
	c->have_last_win = 1;
out_set:
	c->have_prev = 1;
	c->prev_ts = ev->ts;
	c->prev_target = ev->amd.target_perf;
	c->prev_capacity = ev->amd.capacity;
	set_request(a, cpu, ev->ts, ev->amd.target_perf, req_now);
}

/* ---- cpu_frequency ------------------------------------------------------ */

void perf_on_freq(struct analysis *a, const struct ev *ev)
{
	int cpu = ev->freq.cpu_id;
	const struct cpu_attr *at = run_attr(a->run, cpu);
	struct cpu_stats *c = cpu_of(a, cpu);
	int64_t lnl = lnl_khz(at);

	if (a->req_source != REQ_FREQ || !c)
		return;
	if (cpu_selected(a, cpu)) {
		a->requests++;
		if (lnl >= 0 && JUDGE(a, floor_request, ev->freq.state, lnl))
			a->floor_requests++;
		c0_accumulate(a, c, cpu, ev->ts);
	}
	set_request(a, cpu, ev->ts, ev->freq.state, share(ev->freq.state, at->max_khz));
}

/* ---- pstate_sample (intel_pstate) --------------------------------------- */

void perf_on_pstate(struct analysis *a, const struct ev *ev)
{
	int cpu = ev->cpu;
	struct cpu_stats *c = cpu_of(a, cpu);
	const struct cpu_attr *at = run_attr(a->run, cpu);
	/* P-state * 100 MHz over the max frequency */
	double pst_khz =
	    at->max_khz != ATTR_NONE && at->max_khz > 0 ? 100000.0 / (double)at->max_khz : NAN;
	double req_now = ev->pstate.to != NULL_NUM ? (double)ev->pstate.to * pst_khz : NAN;

	if (!c)
		return;
	if (c->have_prev && ev->pstate.mperf != NULL_NUM && ev->pstate.mperf > 0 &&
	    ev->pstate.aperf != NULL_NUM && cpu_selected(a, cpu)) {
		double m = (double)ev->pstate.mperf, del = NAN;
		double req = c->prev_target != NULL_NUM ? (double)c->prev_target * pst_khz : NAN;

		if (at->base_khz != ATTR_NONE && !isnan(pst_khz))
			del = (double)at->base_khz * (double)ev->pstate.aperf / m / (double)at->max_khz;
		if (!implausible(a, cpu, ev->ts, m, (double)ev->pstate.aperf,
				 ev->pstate.tsc != NULL_NUM ? (double)ev->pstate.tsc : NAN, del)) {
			add_window(a, c, m, req, del);
			if (ev->pstate.tsc != NULL_NUM)
				c->w_tsc += (double)ev->pstate.tsc;
			HOOK(a, window, cpu, c->prev_ts, ev->ts, req, del,
			     ev->pstate.tsc > 0 ? m / (double)ev->pstate.tsc : NAN, m);
		}
	}
	c->have_prev = 1;
	c->prev_ts = ev->ts;
	c->prev_target = ev->pstate.to;
	if (a->req_source == REQ_PSTATE)
		set_request(a, cpu, ev->ts, ev->pstate.to, req_now);
}

void perf_finish(struct analysis *a)
{
	int i;

	for (i = 0; i < a->ncpus; i++) {
		struct cpu_stats *c = &a->cpus[i];

		perf_account(a, c, i, a->to);
		if (a->req_source != REQ_FREQ || !cpu_selected(a, i))
			continue;
		/* C0 up to the end of the window; never an idle event: it was in C0 */
		c0_accumulate(a, c, i, a->to);
		if (c->c0 < 0)
			c0_prefix(c, 1);
		a->c0_ns += c->c0_ns;
		a->c0_req += c->c0_req;
		a->floor_w += c->c0_floor;
	}
}
