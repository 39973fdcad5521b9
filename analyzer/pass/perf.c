// SPDX-License-Identifier: GPL-2.0
/*
 * perf.c - requests and what the hardware delivered.
 *
 * One scale: every request and delivery is a share of the machine's
 * ceiling (perf_setup), the most its CPUs can deliver, so that a request of
 * acpi-cpufreq (kHz) and one of amd-pstate (target_perf) read alike.
 *
 * amd_pstate_perf (and pstate_sample) carry the deltas of aperf, mperf and
 * tsc since that cpu_id's previous event: each event closes a window whose
 * request is the previous event's; the first event of a cpu_id is skipped.
 * delivered = nominal_freq * aperf / mperf (nominal_perf * aperf / mperf as
 * a share of highest_perf when the CPPC levels are all there is); the
 * means are weighted by mperf (busy time).
 *
 * The counter_sample readings (record's sampler: msr/aperf, mperf and tsc
 * of every CPU, every 10 ms by default) make windows too, on every driver
 * (perf_on_sample): busy = d(mperf) / d(tsc), delivered = the mperf rate
 * (the nominal frequency) x d(aperf) / d(mperf), turbostat's Bzy_MHz, and
 * Avg_MHz = the same x d(aperf) / d(tsc); the request of a window is the
 * one in force over it, weighted by the time each was in force.  Where the
 * driver's tracepoint carries its own deltas, its windows make the
 * requested and delivered metrics and the sampled ones are kept beside
 * them (a cross-check); elsewhere the sampled ones make them.  A run with
 * neither (cpu_frequency only, no samples) has its request weighted by the
 * time the CPU spent in C0 (outside cpu_idle enter .. exit).
 *
 * In amd-pstate's active mode and under HWP there is no per-update request:
 * the hardware picks the performance within a policy, EPP and the min/max
 * limits, which amd_pstate_epp_perf logs when it is set (perf_on_epp), or,
 * without those events, the cpu table's snapshot gives for the whole run.
 * A counter_sample window's policy is the one in force over it, weighted
 * by time; its request stays not known (the max_perf limit is no request).
 *
 * A window whose values cannot be is left out of every share, counted by
 * kind with the first one's CPU, time and value (the report says which and
 * where), rather than averaged into a finding:
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pass/handlers.h"

/* mperf counts at the TSC's rate, in C0 only: a window's mperf/tsc is at
 * most 1, beyond the skew of reading the two counters */
#define PLAUSIBLE_BUSY_MAX 1.05
/* aperf/mperf is at most highest/nominal (full boost): delivered is at most
 * 1 of the ceiling, beyond the skew of reading aperf and mperf */
#define PLAUSIBLE_DELIVERED_MAX 1.25
/* ... when the ceiling leaves boost out (cpuinfo_max_freq of acpi-cpufreq:
 * P0), boost delivers above it: no CPU boosts to twice its P0 */
#define PLAUSIBLE_DELIVERED_MAX_NO_BOOST 2.0

const char *implausible_name(enum implausible_kind k)
{
	static const char *const names[] = { "delivered_above_highest", "busy_above_1",
					     "counter_negative" };

	return k < NR_IMPLAUSIBLE ? names[k] : "unknown";
}

/* implausible - whether a window of @mperf over @tsc with @aperf, delivering
 * @del (NAN: unknown) cannot be; counted in @ims (by kind) when so */
static int implausible(struct analysis *a, struct implausible *ims, int cpu, uint64_t ts,
		       double mperf, double aperf, double tsc, double del)
{
	double del_max = a->ceiling_boost == 0 ? PLAUSIBLE_DELIVERED_MAX_NO_BOOST :
						 PLAUSIBLE_DELIVERED_MAX;
	enum implausible_kind k;
	struct implausible *im;
	double v;

	if (aperf < 0 || mperf < 0 || tsc <= 0) {
		k = IMPL_COUNTER;
		v = aperf < 0 ? aperf : mperf < 0 ? mperf : tsc;
	} else if (!isnan(tsc) && mperf > PLAUSIBLE_BUSY_MAX * tsc) {
		k = IMPL_BUSY;
		v = mperf / tsc;
	} else if (!isnan(del) && del > del_max) {
		k = IMPL_DELIVERED;
		v = del;
	} else {
		return 0;
	}
	im = &ims[k];
	if (!im->windows++) {
		im->cpu = cpu;
		im->ts = ts;
		im->value = v;
	}
	return 1;
}

/* ---- the one scale -------------------------------------------------------- */

static int known(int64_t v)
{
	return v != ATTR_NONE && v > 0;
}

/* cppc_khz - CPPC performance level @perf of @at as a frequency; NAN */
static double cppc_khz(const struct cpu_attr *at, double perf)
{
	if (isnan(perf) || !known(at->nominal_perf) || !known(at->nominal_freq_mhz))
		return NAN;
	return perf * (double)at->nominal_freq_mhz * 1000.0 / (double)at->nominal_perf;
}

/* mperf_khz - the rate mperf and tsc count at, the nominal frequency; NAN */
static double mperf_khz(const struct cpu_attr *at)
{
	if (known(at->nominal_freq_mhz))
		return (double)at->nominal_freq_mhz * 1000.0;
	if (known(at->base_khz))
		return (double)at->base_khz;
	if (known(at->max_khz))
		return (double)at->max_khz; /* P0 under acpi-cpufreq */
	return NAN;
}

/* khz_share - @khz as a share of the ceiling, else of @at's max_khz; NAN */
static double khz_share(const struct analysis *a, const struct cpu_attr *at, double khz)
{
	double den = !isnan(a->ceiling_khz) ? a->ceiling_khz :
		     known(at->max_khz)     ? (double)at->max_khz : NAN;

	return !isnan(khz) && den > 0 ? khz / den : NAN;
}

/* perf_share - CPPC level @perf as a share of the ceiling; without the CPPC
 * frequencies, of @high (highest_perf, else the event's capacity) */
static double perf_share(const struct analysis *a, const struct cpu_attr *at, double perf,
			 int64_t high)
{
	if (a->ceiling_src == CEIL_CPPC && !isnan(cppc_khz(at, perf)))
		return cppc_khz(at, perf) / a->ceiling_khz;
	if (isnan(perf) || high == NULL_NUM || !known(high))
		return NAN;
	return perf / (double)high;
}

static double level(int64_t v)
{
	return v == NULL_NUM ? NAN : (double)v;
}

double share_khz(const struct analysis *a, double share)
{
	return isnan(a->ceiling_khz) ? NAN : share * a->ceiling_khz;
}

const char *ceiling_source_name(enum ceiling_source s)
{
	return s == CEIL_CPPC ? "cppc" : s == CEIL_MAX_KHZ ? "cpuinfo_max_freq" : "none";
}

const char *win_source_name(enum win_source s)
{
	return s == WIN_DRIVER ? "driver" : "counter_sample";
}

const char *policy_source_name(enum policy_source s)
{
	return s == POL_EVENTS ? "amd_pstate_epp_perf" : s == POL_SNAPSHOT ? "cpu" : "none";
}

double policy_epp(const struct policy_stats *p)
{
	return p->ns > 0 ? p->epp / p->ns : NAN;
}

double policy_min(const struct policy_stats *p)
{
	return p->ns > 0 ? p->min / p->ns : NAN;
}

double policy_max(const struct policy_stats *p)
{
	return p->ns > 0 ? p->max / p->ns : NAN;
}

/*
 * perf_setup - the machine's ceiling: the largest CPPC highest_perf as a
 * frequency (nominal_freq / nominal_perf: acpi_cppc/ is there under
 * acpi-cpufreq too, on CPPC machines), else the largest cpuinfo_max_freq
 * (with boost under amd-pstate and intel_pstate, P0 without it under
 * acpi-cpufreq); and where the windows come from
 */
void perf_setup(struct analysis *a)
{
	const struct run *r = a->run;
	int i, cppc = -1, maxk = -1;
	double best = NAN;
	const char *drv = r->driver ? r->driver : "";

	a->ceiling_khz = NAN;
	a->ceiling_src = CEIL_NONE;
	a->ceiling_boost = -1;
	for (i = 0; i < r->nr_attrs; i++) {
		const struct cpu_attr *at = run_attr(r, i);
		double k = known(at->highest_perf) ? cppc_khz(at, (double)at->highest_perf) : NAN;

		if (!isnan(k) && (cppc < 0 || k > best)) {
			best = k;
			cppc = i;
		}
		if (known(at->max_khz) && (maxk < 0 || at->max_khz > run_attr(r, maxk)->max_khz))
			maxk = i;
	}
	if (cppc >= 0) {
		const struct cpu_attr *at = run_attr(r, cppc);

		a->ceiling_khz = best;
		a->ceiling_src = CEIL_CPPC;
		a->ceiling_boost = 1;
		snprintf(a->ceiling_how, sizeof(a->ceiling_how),
			 "CPPC highest_perf %lld x nominal_freq %lld MHz / nominal_perf %lld "
			 "(CPU %d)", (long long)at->highest_perf, (long long)at->nominal_freq_mhz,
			 (long long)at->nominal_perf, cppc);
	} else if (maxk >= 0) {
		a->ceiling_khz = (double)run_attr(r, maxk)->max_khz;
		a->ceiling_src = CEIL_MAX_KHZ;
		a->ceiling_boost = !strcmp(drv, "acpi-cpufreq") ? 0 :
				   !strncmp(drv, "amd-pstate", 10) || !strcmp(drv, "intel_pstate") ? 1 :
				   -1;
		snprintf(a->ceiling_how, sizeof(a->ceiling_how), "cpuinfo_max_freq (CPU %d)%s",
			 maxk, a->ceiling_boost == 0 ? ", P0: boost not included" :
			       a->ceiling_boost < 0 ? ", boost not known" : ", boost included");
	} else {
		snprintf(a->ceiling_how, sizeof(a->ceiling_how),
			 "not known: no CPPC levels or cpuinfo_max_freq in the cpu table");
	}
	/* the policy without amd_pstate_epp_perf: the snapshot's, where a
	 * CPU has an EPP (amd-pstate-epp, intel_pstate under HWP) */
	for (i = 0; a->pol.source == POL_NONE && i < r->nr_attrs; i++)
		if (run_attr(r, i)->epp >= 0)
			a->pol.source = POL_SNAPSHOT;
	/* the driver's own windows where it has any, else counter_sample's */
	a->win_source = (a->req_source == REQ_AMD || a->req_source == REQ_PSTATE) &&
					!(a->drv_no_pair && a->msr_samples) ?
				WIN_DRIVER :
				WIN_SAMPLES;
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

/* req_integrate - the request in force on @c over time, up to @ts: what a
 * counter_sample window's request is */
static void req_integrate(struct cpu_stats *c, uint64_t ts)
{
	if (c->rq_since && ts > c->rq_since && c->have_req && !isnan(c->req)) {
		c->rq_int += (double)(ts - c->rq_since) * c->req;
		c->rq_ns += (double)(ts - c->rq_since);
	}
	if (ts > c->rq_since)
		c->rq_since = ts;
}

static void set_request(struct analysis *a, int cpu, uint64_t ts, int64_t level, double req)
{
	struct cpu_stats *c = cpu_of(a, cpu);

	if (!c)
		return;
	perf_account(a, c, cpu, ts);
	req_integrate(c, ts);
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
	double req_now = perf_share(a, at, level(ev->amd.target_perf), highest);

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
		double req = perf_share(a, at, level(c->prev_target), prev_high), del = NAN;
		/* the window's request: unknown when the previous event's
		 * target_perf is NULL, and then in none of the request's shares */
		int have_target = c->prev_target != NULL_NUM;

		if (at->nominal_perf != ATTR_NONE)
			del = perf_share(a, at, (double)at->nominal_perf * (double)ev->amd.aperf / m,
					 prev_high);
		if (implausible(a, a->implausible, cpu, ev->ts, m, (double)ev->amd.aperf, tsc,
				del)) {
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
	set_request(a, cpu, ev->ts, ev->freq.state, khz_share(a, at, level(ev->freq.state)));
}

/* ---- pstate_sample (intel_pstate) --------------------------------------- */

void perf_on_pstate(struct analysis *a, const struct ev *ev)
{
	int cpu = ev->cpu;
	struct cpu_stats *c = cpu_of(a, cpu);
	const struct cpu_attr *at = run_attr(a->run, cpu);
	/* a P-state is 100 MHz */
	double req_now = khz_share(a, at, level(ev->pstate.to) * 100000.0);

	if (!c)
		return;
	if (c->have_prev && ev->pstate.mperf != NULL_NUM && ev->pstate.mperf > 0 &&
	    ev->pstate.aperf != NULL_NUM && cpu_selected(a, cpu)) {
		double m = (double)ev->pstate.mperf, del = NAN;
		double req = khz_share(a, at, level(c->prev_target) * 100000.0);

		if (at->base_khz != ATTR_NONE)
			del = khz_share(a, at, (double)at->base_khz * (double)ev->pstate.aperf / m);
		if (!implausible(a, a->implausible, cpu, ev->ts, m, (double)ev->pstate.aperf,
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

/* ---- the policy: amd_pstate_epp_perf, the snapshot ------------------------ */

/* policy_integrate - the policy in force on @c over time, up to @ts */
static void policy_integrate(struct cpu_stats *c, uint64_t ts)
{
	if (c->pol_have && ts > c->pi_since) {
		double dt = (double)(ts - c->pi_since);

		c->pi_epp += dt * c->pol_epp;
		c->pi_min += dt * c->pol_min;
		c->pi_max += dt * c->pol_max;
		c->pi_ns += dt;
	}
	if (ts > c->pi_since)
		c->pi_since = ts;
}

/* policy_set - the policy of @c from @ts on: EPP @epp, limits @lo, @hi
 * (shares of the ceiling); not known when one of them is not */
static void policy_set(struct cpu_stats *c, uint64_t ts, double epp, double lo, double hi)
{
	policy_integrate(c, ts);
	c->pi_since = ts;
	c->pol_have = !isnan(epp) && !isnan(lo) && !isnan(hi);
	c->pol_epp = epp;
	c->pol_min = lo;
	c->pol_max = hi;
}

void perf_on_epp(struct analysis *a, const struct ev *ev)
{
	int cpu = ev->epp.cpu_id;
	struct cpu_stats *c = cpu_of(a, cpu);
	const struct cpu_attr *at = run_attr(a->run, cpu);
	int64_t high = at->highest_perf != ATTR_NONE ? at->highest_perf : ev->epp.highest_perf;
	int64_t raw[3] = { ev->epp.epp, ev->epp.min_perf, ev->epp.max_perf };

	if (!c || !cpu_selected(a, cpu))
		return;
	a->pol.events++;
	if (!c->pol_seen)
		a->pol.cpus++;
	else if (memcmp(raw, c->pol_raw, sizeof(raw)) != 0)
		a->pol.changes++;
	c->pol_seen = 1;
	memcpy(c->pol_raw, raw, sizeof(raw));
	policy_set(c, ev->ts, level(ev->epp.epp), perf_share(a, at, level(ev->epp.min_perf), high),
		   perf_share(a, at, level(ev->epp.max_perf), high));
}

/* policy_window - the policy over a counter_sample window of @c (@dm
 * mperf over @dt tsc, delivering @del), into the run's */
static void policy_window(struct analysis *a, struct cpu_stats *c, double dm, double dt,
			  double del)
{
	struct policy_stats *p = &a->pol;
	double epp, hi;

	if (!(c->pi_ns > 0))
		return;
	p->ns += c->pi_ns;
	p->epp += c->pi_epp;
	p->min += c->pi_min;
	p->max += c->pi_max;
	if (!JUDGE(a, busy_window, dm, dt))
		return;
	epp = c->pi_epp / c->pi_ns;
	hi = c->pi_max / c->pi_ns;
	p->busy_m += dm;
	if (JUDGE(a, policy_limit, epp, hi)) {
		p->lim_m += dm;
		if (!isnan(del)) {
			p->lim_del += dm * del;
			p->lim_del_m += dm;
		}
	} else {
		p->free_m += dm;
		if (!isnan(del)) {
			p->free_del += dm * del;
			p->free_del_m += dm;
		}
	}
}

/* ---- counter_sample ------------------------------------------------------ */

/* delta - @now - @then of a cumulative counter; -1 (a counter that went
 * back: implausible) when the difference is no 64-bit number */
static double delta(int64_t now, int64_t then)
{
	int64_t d;

	return __builtin_sub_overflow(now, then, &d) ? -1.0 : (double)d;
}

void perf_on_sample(struct analysis *a, const struct sample *s)
{
	struct cpu_stats *c = cpu_of(a, s->cpu);
	struct sample_windows *w = &a->sw;
	const struct cpu_attr *at;
	double da, dm, dt, base, del = NAN, req = NAN, avg = NAN;

	if (!c)
		return;
	at = run_attr(a->run, s->cpu);
	if (a->pol.source == POL_SNAPSHOT && !c->pol_have && at->epp >= 0 &&
	    cpu_selected(a, s->cpu)) {
		/* the snapshot's policy, from the CPU's first reading on */
		policy_set(c, s->ts, (double)at->epp,
			   at->scaling_min_khz != ATTR_NONE ?
				   khz_share(a, at, (double)at->scaling_min_khz) : NAN,
			   at->scaling_max_khz != ATTR_NONE ?
				   khz_share(a, at, (double)at->scaling_max_khz) : NAN);
		a->pol.cpus += c->pol_have;
	}
	req_integrate(c, s->ts);
	policy_integrate(c, s->ts);
	if (!c->cs_have || !cpu_selected(a, s->cpu))
		goto out_keep;
	da = delta(s->aperf, c->cs_a);
	dm = delta(s->mperf, c->cs_m);
	dt = delta(s->tsc, c->cs_t);
	base = mperf_khz(at);
	if (c->rq_ns > 0)
		req = c->rq_int / c->rq_ns;
	if (dm > 0 && da >= 0)
		del = khz_share(a, at, base * da / dm);
	if (implausible(a, w->implausible, s->cpu, s->ts, dm, da, dt, del))
		goto out_keep;
	if (!isnan(base))
		avg = base * da;
	w->windows++;
	w->mperf += dm;
	w->tsc += dt;
	c->cs_windows++;
	c->cs_mperf += dm;
	c->cs_tsc += dt;
	if (!isnan(avg)) {
		w->avg += avg;
		c->cs_avg += avg;
	}
	if (!isnan(del)) {
		w->del += dm * del;
		w->del_mperf += dm;
		c->cs_del += dm * del;
		c->cs_del_mperf += dm;
	}
	if (!isnan(req)) {
		w->req += dm * req;
		w->req_mperf += dm;
		c->cs_req += dm * req;
		c->cs_req_mperf += dm;
	}
	policy_window(a, c, dm, dt, del);
	if (a->win_source != WIN_SAMPLES)
		goto out_keep;
	/* the windows of the requested and delivered metrics and their findings */
	add_window(a, c, dm, req, del);
	c->w_tsc += dt;
	if (JUDGE(a, lag_window, req, del))
		a->win_below_w += dm;
	if (JUDGE(a, busy_window, dm, dt)) {
		double req_khz = share_khz(a, req);

		c->w_busy += dm;
		if (!isnan(req_khz) && !isnan(base) &&
		    JUDGE(a, low_request, (int64_t)llround(req_khz), (int64_t)llround(base)))
			c->w_busy_low += dm;
		if (JUDGE(a, boost_window, da, dm))
			c->w_busy_boost += dm;
	}
	HOOK(a, window, s->cpu, c->cs_ts, s->ts, req, del, dm / dt, dm);
out_keep:
	c->cs_have = 1;
	c->cs_ts = s->ts;
	c->cs_a = s->aperf;
	c->cs_m = s->mperf;
	c->cs_t = s->tsc;
	c->rq_int = c->rq_ns = 0;
	c->pi_epp = c->pi_min = c->pi_max = c->pi_ns = 0;
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
