// SPDX-License-Identifier: GPL-2.0
/*
 * delivered-lag: the performance the hardware delivered (aperf/mperf) trails
 * what the governor requested.
 */
#include "findings/findings.h"

static const struct criterion criteria[NR_DL] = {
	[DL_LAG] = { "delivered_over_requested", "delivered over requested performance", U_RATIO,
		     CRIT_RUN, CRIT_LT, 0.9 },
	/* windows_below_90pct_share counts these */
	[DL_WINDOW] = { "window_delivered_over_requested",
			"a lagging window: its delivered over its requested", U_RATIO, CRIT_WINDOW,
			CRIT_LT, 0.9 },
};

int delivered_lag_window(double requested, double delivered)
{
	return criterion_holds_scaled(&criteria[DL_WINDOW], delivered, requested);
}

/* every driver: requested and delivered from the counter windows (the
 * driver's own, else those of counter_sample) */
static int measure(const struct analysis *a, const struct criterion *k, double *v)
{
	v[DL_LAG] = analysis_delivered(a) / analysis_requested(a);
	return a->req_source == REQ_AMD || a->windows;
}

static void add(struct analysis *a, const struct finding_def *def, const double *v)
{
	double dor = v[DL_LAG];
	struct finding *f = finding_add(a, def, 1 - dor,
					"the CPUs ran at %.0f%% of the performance requested of "
					"them (aperf/mperf against des_perf, busy-weighted)",
					100 * dor);

	finding_ev(f, "delivered_over_requested", "delivered/requested", dor, U_RATIO);
	finding_ev(f, "requested_ratio", "requested", analysis_requested(a), U_RATIO);
	finding_ev(f, "delivered_ratio", "delivered", analysis_delivered(a), U_RATIO);
	finding_ev(f, "windows_below_90pct_share", "busy time in lagging windows",
		   ratio(a->win_below_w, a->w_mperf), U_SHARE);
}

const struct finding_def finding_delivered_lag = {
	.id = "delivered-lag",
	.title = "Delivered performance trails the request",
	.criteria = criteria,
	.ncriteria = NR_DL,
	.measure = measure,
	.add = add,
};
