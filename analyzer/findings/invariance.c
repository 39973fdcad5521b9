// SPDX-License-Identifier: GPL-2.0
/*
 * invariance: a frequency-invariance reference that does not match the
 * hardware makes a saturated CPU request less than its capacity.
 */
#include "findings.h"

void finding_invariance(struct analysis *a)
{
	double busy_min = INFINITY, toc_max = 0;
	struct finding *f;
	int i, n = 0, first = -1, cpus = 0;

	if (a->req_source != REQ_AMD)
		return;
	for (i = 0; i < a->ncpus; i++) {
		const struct cpu_stats *c = &a->cpus[i];
		double busy = cpu_busy(c), toc = cpu_target_over_capacity(c);

		if (!c->windows)
			continue;
		cpus++;
		if (!(busy >= 0.95) || !(toc < 0.8))
			continue;
		if (first < 0)
			first = i;
		n++;
		if (busy < busy_min)
			busy_min = busy;
		if (toc > toc_max)
			toc_max = toc;
	}
	if (!n)
		return;
	f = finding_add(a, "invariance", (double)n / cpus);
	if (!f)
		return;
	snprintf(f->title, sizeof(f->title), "Saturated CPUs request less than their capacity");
	snprintf(f->why, sizeof(f->why),
		 "%d CPU%s never idle (busy >= %.2f) ask for at most %.2f of their capacity: "
		 "a frequency-invariance reference above the real maximum", n, n > 1 ? "s" : "",
		 busy_min, toc_max);
	finding_ev(f, "cpus", (double)n, "");
	finding_ev(f, "first_cpu", (double)first, "");
	finding_ev(f, "busy_fraction_min", busy_min, "");
	finding_ev(f, "target_over_capacity_max", toc_max, "");
}
