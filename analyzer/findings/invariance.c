// SPDX-License-Identifier: GPL-2.0
/*
 * invariance: a frequency-invariance reference that does not match the
 * hardware makes a saturated CPU request less than its capacity.
 */
#include "findings/findings.h"

static const struct criterion criteria[NR_IV] = {
	[IV_CPUS] = { "cpus", "saturated CPUs requesting less than their capacity", U_COUNT,
		      CRIT_RUN, CRIT_GE, 1 },
	[IV_BUSY] = { "busy_fraction", "a saturated CPU: the busy fraction of its windows",
		      U_SHARE, CRIT_CPU, CRIT_GE, 0.95 },
	[IV_TOC] = { "target_over_capacity", "its requests: target_perf over capacity", U_RATIO,
		     CRIT_CPU, CRIT_LT, 0.8 },
};

/* The CPUs with windows that are saturated and request less than capacity. */
struct flagged {
	int n, first, cpus;
	double busy_min, toc_max;
};

static void flag(const struct analysis *a, const struct criterion *k, struct flagged *fl)
{
	int i;

	fl->n = fl->cpus = 0;
	fl->first = -1;
	fl->busy_min = INFINITY;
	fl->toc_max = 0;
	for (i = 0; i < a->ncpus; i++) {
		const struct cpu_stats *c = &a->cpus[i];
		double busy = cpu_busy(c), toc = cpu_target_over_capacity(c);

		if (!c->windows)
			continue;
		fl->cpus++;
		if (!criterion_holds(&k[IV_BUSY], busy) || !criterion_holds(&k[IV_TOC], toc))
			continue;
		if (fl->first < 0)
			fl->first = i;
		fl->n++;
		if (busy < fl->busy_min)
			fl->busy_min = busy;
		if (toc > fl->toc_max)
			fl->toc_max = toc;
	}
}

/* amd-pstate: target_perf and capacity per counter window */
static int measure(const struct analysis *a, const struct criterion *k, double *v)
{
	struct flagged fl;

	flag(a, k, &fl);
	/* no capacity without amd_pstate_perf: no value, rather than none found */
	v[IV_CPUS] = a->req_source == REQ_AMD ? (double)fl.n : NAN;
	return a->req_source == REQ_AMD;
}

static void add(struct analysis *a, const struct finding_def *def, const double *v)
{
	struct flagged fl;
	struct finding *f;

	flag(a, def->criteria, &fl);
	f = finding_add(a, def, (double)fl.n / fl.cpus,
			"%d CPU%s never idle (busy >= %.2f) ask for at most %.2f of their "
			"capacity: a frequency-invariance reference above the real maximum",
			fl.n, fl.n > 1 ? "s" : "", fl.busy_min, fl.toc_max);
	finding_ev(f, "cpus", "saturated CPUs", fl.n, U_COUNT);
	finding_ev(f, "first_cpu", "first CPU", fl.first, U_COUNT);
	finding_ev(f, "busy_fraction_min", "least busy", fl.busy_min, U_SHARE);
	finding_ev(f, "target_over_capacity_max", "highest target_perf/capacity", fl.toc_max,
		   U_RATIO);
}

const struct finding_def finding_invariance = {
	.id = "invariance",
	.title = "Saturated CPUs request less than their capacity",
	.criteria = criteria,
	.ncriteria = NR_IV,
	.measure = measure,
	.add = add,
};
