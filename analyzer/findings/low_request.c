// SPDX-License-Identifier: GPL-2.0
/*
 * low-request: busy CPUs request less than nominal performance.  Below
 * nominal, des_perf is an average target and the hardware may not boost;
 * only above nominal does it; acpi-cpufreq's P0 request boosts freely.
 */
#include "findings/findings.h"

static const struct criterion criteria[NR_LR] = {
	[LR_BUSY_SHARE] = { "busy_window_share", "share of the windows' time busy on busy CPUs",
			    U_SHARE, CRIT_RUN, CRIT_GE, 0.1 },
	[LR_BELOW] = { "below_nominal_share", "share of that busy time below nominal_perf",
		       U_SHARE, CRIT_RUN, CRIT_GE, 0.5 },
	[LR_CPU_BUSY] = { "busy_fraction", "a busy CPU: the busy fraction of its windows",
			  U_SHARE, CRIT_CPU, CRIT_GT, 0.5 },
	[LR_WINDOW_BUSY] = { "window_busy", "a busy window: mperf over tsc", U_SHARE, CRIT_WINDOW,
			     CRIT_GT, 0.5 },
	[LR_LOW] = { "target_over_nominal", "a low request: target_perf over nominal_perf",
		     U_RATIO, CRIT_WINDOW, CRIT_LT, 1 },
	[LR_BOOST] = { "aperf_over_mperf", "a boosted window: aperf over mperf", U_RATIO,
		       CRIT_WINDOW, CRIT_GT, 1.05 },
};

int low_request_busy_window(double mperf, double tsc)
{
	return criterion_holds_scaled(&criteria[LR_WINDOW_BUSY], mperf, tsc);
}

int low_request_low(int64_t target_perf, int64_t nominal_perf)
{
	return criterion_holds_scaled(&criteria[LR_LOW], (double)target_perf,
				      (double)nominal_perf);
}

int low_request_boost(double aperf, double mperf)
{
	return criterion_holds_scaled(&criteria[LR_BOOST], aperf, mperf);
}

/* busy - the busy windows' weight on busy CPUs, and of those @low and @boost */
static double busy(const struct analysis *a, const struct criterion *k, double *low,
		   double *boost)
{
	double w = 0;
	int i;

	*low = *boost = 0;
	for (i = 0; i < a->ncpus; i++) {
		const struct cpu_stats *c = &a->cpus[i];

		if (!criterion_holds(&k[LR_CPU_BUSY], cpu_busy(c)))
			continue;
		w += c->w_busy;
		*low += c->w_busy_low;
		*boost += c->w_busy_boost;
	}
	return w;
}

/* amd-pstate with counter windows */
static int measure(const struct analysis *a, const struct criterion *k, double *v)
{
	double low, boost, w = busy(a, k, &low, &boost);

	v[LR_BUSY_SHARE] = ratio(w, a->w_mperf);
	v[LR_BELOW] = ratio(low, w);
	return (a->req_source == REQ_AMD || a->win_source == WIN_SAMPLES) && a->windows;
}

static void add(struct analysis *a, const struct finding_def *def, const double *v)
{
	double low, boost, w = busy(a, def->criteria, &low, &boost);
	double boost_share = ratio(boost, w);
	struct finding *f = finding_add(a, def, v[LR_BELOW],
					"%.0f%% of the busy time asks for less than nominal_perf: "
					"below nominal the request is an average target, the CPU "
					"does not boost (%.0f%% boosted)", 100 * v[LR_BELOW],
					100 * (isnan(boost_share) ? 0 : boost_share));

	finding_ev(f, "busy_window_share", "busy on busy CPUs", v[LR_BUSY_SHARE], U_SHARE);
	finding_ev(f, "below_nominal_share", "of it below nominal_perf", v[LR_BELOW], U_SHARE);
	finding_ev(f, "boost_residency", "boosted", boost_share, U_SHARE);
}

const struct finding_def finding_low_request = {
	.id = "low-request",
	.title = "Busy CPUs request less than nominal performance",
	.criteria = criteria,
	.ncriteria = NR_LR,
	.measure = measure,
	.add = add,
};
