// SPDX-License-Identifier: GPL-2.0
/*
 * why_out.c - the WHY section of compare's text and markdown, and
 * the "explanations" of its JSON, from the same explanations
 * (compare/why.c).
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "compare/why.h"
#include "json.h"
#include "strbuf.h"

static const char *path_or_none(enum gov_path p)
{
	return p == PATH_UNKNOWN ? "none" : path_name(p);
}

/* num - @v with 4 significant digits, no exponent */
static const char *num(double v, char *buf, size_t n)
{
	double a = fabs(v);

	if (isnan(v))
		return "n/a";
	snprintf(buf, n, a >= 1000 ? "%.0f" : a >= 100 ? "%.1f" : a >= 10 ? "%.2f" :
		 a >= 1 ? "%.3f" : "%.4f", v);
	return buf;
}

/* a rate's unit ("MB/sec") without its time ("MB"); 0 when it is no rate */
static int per_second(const char *u, char *what, size_t n)
{
	static const char *const tails[] = { "/s", "/sec", "/second", "/seconds" };
	size_t len = strlen(u), k;

	for (k = 0; k < sizeof(tails) / sizeof(tails[0]); k++) {
		size_t t = strlen(tails[k]);

		if (len > t && !strcmp(u + len - t, tails[k])) {
			snprintf(what, n, "%.*s", (int)(len - t), u);
			return 1;
		}
	}
	return 0;
}

const char *why_energy_unit(const struct cmp_bench *b, char *buf, size_t n)
{
	static const struct {
		const char *time, *energy;
	} times[] = {
		{ "s", "J" },	{ "sec", "J" }, { "secs", "J" }, { "seconds", "J" },
		{ "ms", "mJ" }, { "us", "uJ" }, { "ns", "nJ" },
	};
	const char *u = b->unit ? b->unit : "";
	char what[64];
	size_t k;

	if (b->lower) {
		/* watts x the time of a run */
		for (k = 0; k < sizeof(times) / sizeof(times[0]); k++)
			if (!strcmp(u, times[k].time)) {
				snprintf(buf, n, "%s per run", times[k].energy);
				return buf;
			}
		snprintf(buf, n, "W x %.40s", *u ? u : b->metric);
	} else if (per_second(u, what, sizeof(what))) {
		/* watts / (work per second) */
		snprintf(buf, n, "J per %s", what);
	} else {
		snprintf(buf, n, "W per %.40s", *u ? u : "unit of work");
	}
	return buf;
}

/* findings_text - the ids of @bits, "none" */
static void findings_text(unsigned int bits, struct strbuf *sb)
{
	int i, n = 0;

	for (i = 0; findings_table[i] && i < WHY_MAX_FINDINGS; i++)
		if (bits & 1u << i)
			sb_printf(sb, "%s%s", n++ ? ", " : "", findings_table[i]->id);
	if (!n)
		sb_adds(sb, "none");
}

/* na_text - why a side has no value, in words */
static const char *na_text(const struct why_metric *m, int na)
{
	switch (na) {
	case NA_NO_RUN:
		return "no traced run";
	case NA_NEED:
		return why_need_text[m->need];
	case NA_FEW:
		return "too few samples";
	case NA_APART:
		return "measured at other parameter values only";
	default:
		return "not measured";
	}
}

/* id_compared - whether a metric of @id has a value on both sides */
static int id_compared(const struct cmp_expl *e, const char *id)
{
	int i;

	for (i = 0; i < nr_why_metrics; i++)
		if (e->m[i].nvalues && !m_consequence(&why_metrics[i]) &&
		    !strcmp(m_id(&why_metrics[i]), id))
			return 1;
	return 0;
}

/* id_moved - whether a metric of @id is listed, changed or past the threshold */
static int id_moved(const struct cmp_expl *e, const char *id)
{
	int i;

	for (i = 0; i < nr_why_metrics; i++)
		if ((e->rank[i] || e->m[i].changed || e->m[i].past) &&
		    !strcmp(m_id(&why_metrics[i]), id))
			return 1;
	return 0;
}

/* first_of - whether metric @i is the first of its id in the table */
static int first_of(int i)
{
	int k;

	for (k = 0; k < i; k++)
		if (!strcmp(m_id(&why_metrics[k]), m_id(&why_metrics[i])))
			return 0;
	return 1;
}

/* unchanged_text - the ids compared of which nothing changed */
static void unchanged_text(const struct cmp_expl *e, struct strbuf *sb)
{
	int i, n = 0;

	for (i = 0; i < nr_why_metrics; i++)
		if (first_of(i) && !m_consequence(&why_metrics[i]) &&
		    id_compared(e, m_id(&why_metrics[i])) && !id_moved(e, m_id(&why_metrics[i])))
			sb_printf(sb, "%s%s", n++ ? ", " : "", m_id(&why_metrics[i]));
}

/* reason_text - why metric @m has no value: "... in the baseline's runs" */
static void reason_text(const struct why_metric *m, const struct cmp_mech *me,
			struct strbuf *sb)
{
	if (me->why_b == me->why_v)
		sb_printf(sb, "%s in either's runs", na_text(m, me->why_b));
	else if (!me->why_v)
		sb_printf(sb, "%s in the baseline's runs", na_text(m, me->why_b));
	else if (!me->why_b)
		sb_printf(sb, "%s in this label's runs", na_text(m, me->why_v));
	else
		sb_printf(sb, "baseline: %s; this label: %s", na_text(m, me->why_b),
			  na_text(m, me->why_v));
}

/* uncompared - whether no metric of metric @i's id could be compared */
static int uncompared(const struct cmp_expl *e, int i)
{
	return first_of(i) && !m_consequence(&why_metrics[i]) &&
	       !id_compared(e, m_id(&why_metrics[i])) && !id_moved(e, m_id(&why_metrics[i]));
}

/* cannot_tell - the ids none of whose metrics could be compared, grouped by
 * why (the reason of each id's first metric): "low-request, delivered-lag
 * (no amd_pstate_perf counter window in the baseline's runs); ..." */
static void cannot_tell(const struct cmp_expl *e, struct strbuf *sb)
{
	char done[WHY_MAX_METRICS] = { 0 };
	struct strbuf why = STRBUF_INIT, other = STRBUF_INIT;
	int i, k;

	for (i = 0; i < nr_why_metrics; i++) {
		int n = 0;

		if (done[i] || !uncompared(e, i))
			continue;
		sb_reset(&why);
		reason_text(&why_metrics[i], &e->m[i], &why);
		sb_adds(sb, sb->len ? "; " : "");
		for (k = i; k < nr_why_metrics; k++) {
			if (done[k] || !uncompared(e, k))
				continue;
			sb_reset(&other);
			reason_text(&why_metrics[k], &e->m[k], &other);
			if (strcmp(sb_cstr(&other), sb_cstr(&why)) != 0)
				continue;
			done[k] = 1;
			sb_printf(sb, "%s%s", n++ ? ", " : "", m_id(&why_metrics[k]));
		}
		sb_printf(sb, " (%s)", sb_cstr(&why));
	}
	sb_free(&why);
	sb_free(&other);
}

/* spread_text - the metrics past the threshold but within their run-to-run
 * spread: "wakeup latency p99 (wakeup-latency) 56.9 us -> 7690.0 us" */
static void spread_text(const struct cmp_expl *e, struct strbuf *sb)
{
	char vb[32], vv[32];
	int i, n = 0;

	for (i = 0; i < nr_why_metrics; i++) {
		const struct why_metric *m = &why_metrics[i];
		const struct cmp_mech *me = &e->m[i];

		if (!me->past || me->changed || e->rank[i] || m_consequence(m) ||
		    me->rule == MR_THRESHOLD)
			continue;
		sb_printf(sb, "%s%s (%s) %s -> %s", n++ ? ", " : "", m_what(m), m_id(m),
			  metric_format(m_unit(m), me->base, vb, sizeof(vb)),
			  metric_format(m_unit(m), me->value, vv, sizeof(vv)));
	}
}

/* unknown_text - the metrics past the threshold whose noise is unknown */
static void unknown_text(const struct cmp_expl *e, struct strbuf *sb)
{
	char vb[32], vv[32];
	int i, n = 0;

	for (i = 0; i < nr_why_metrics; i++) {
		const struct why_metric *m = &why_metrics[i];
		const struct cmp_mech *me = &e->m[i];

		if (!me->past || me->rule != MR_THRESHOLD || e->rank[i] || m_consequence(m))
			continue;
		sb_printf(sb, "%s%s (%s) %s -> %s", n++ ? ", " : "", m_what(m), m_id(m),
			  metric_format(m_unit(m), me->base, vb, sizeof(vb)),
			  metric_format(m_unit(m), me->value, vv, sizeof(vv)));
	}
}

/* better_text - "metric words (id)" of the metrics that moved for the better */
static void better_text(const struct cmp_expl *e, struct strbuf *sb)
{
	int i, n = 0;

	for (i = 0; i < nr_why_metrics; i++)
		if (e->m[i].changed && !e->m[i].worse && !e->rank[i] &&
		    !m_consequence(&why_metrics[i]))
			sb_printf(sb, "%s%s (%s)", n++ ? ", " : "", m_what(&why_metrics[i]),
				  m_id(&why_metrics[i]));
}

/* values_text - the parameter values both sides traced */
static void values_text(const struct cmp_bench *b, const struct cmp_expl *e, struct strbuf *sb)
{
	int p, n = 0;

	for (p = 0; p < b->nparams; p++)
		if (e->both[p])
			sb_printf(sb, "%s%s", n++ ? ", " : "", *b->params[p] ? b->params[p] : "-");
}

/* consequences - what follows from the ratio rather than causing it, with
 * its unit: "energy per unit of work 0.172 -> 0.378 J per MB (x2.20)" */
static void consequences(const struct cmp *c, const struct cmp_expl *e, struct strbuf *sb)
{
	char vb[32], vv[32], u[80];
	int i, n = 0;

	for (i = 0; i < nr_why_metrics; i++) {
		const struct why_metric *m = &why_metrics[i];
		const struct cmp_mech *me = &e->m[i];

		if (!m_consequence(m))
			continue;
		sb_printf(sb, "%s%s", n++ ? "; " : "", m_what(m));
		if (!me->nvalues) {
			sb_adds(sb, ": cannot tell (");
			reason_text(m, me, sb);
			sb_adds(sb, ")");
			continue;
		}
		sb_printf(sb, " %s -> %s %s", num(me->base, vb, sizeof(vb)),
			  num(me->value, vv, sizeof(vv)),
			  why_energy_unit(&c->bench[e->bench], u, sizeof(u)));
		if (me->base > 0)
			sb_printf(sb, " (x%.2f)", me->value / me->base);
	}
}

static const char *const est_key[NR_EST] = {
	[EST_CPU] = "cpu_time", [EST_LAT] = "wakeup_latency", [EST_FREQ] = "frequency",
};

/* share_text - "up to 2%", "up to 0.4%", "none", "all" */
static const char *share_text(double share, char *buf, size_t n)
{
	if (!(share > 0))
		snprintf(buf, n, "none");
	else if (share >= 1)
		snprintf(buf, n, "all");
	else
		snprintf(buf, n, share < 0.01 ? "up to %.1f%%" : "up to %.0f%%", 100 * share);
	return buf;
}

/* est_text - what estimate @k measured on each side, in words */
static void est_text(const struct cmp_expl *e, int k, struct strbuf *sb)
{
	const struct cmp_estimate *x = &e->est[k];

	switch (k) {
	case EST_CPU:
		sb_printf(sb, "sugov took %.1f%% -> %.1f%% of the CPU time it and the workload had",
			  100 * x->base, 100 * x->value);
		break;
	case EST_LAT:
		sb_printf(sb, "wakeup latency was %.1f%% -> %.1f%% of the workload's time running "
			  "or waiting to run", 100 * x->base, 100 * x->value);
		break;
	default:
		sb_printf(sb, "the CPUs %s %.3f -> %.3f of the ceiling, busy-weighted, and a "
			  "CPU-bound workload's time goes with 1 / that", x->requested ?
			  "requested" : "delivered", x->base, x->value);
	}
}

/* loss_text - "a 60% loss of throughput", "a 42% increase in time" */
static void loss_text(const struct cmp_bench *b, double ratio, struct strbuf *sb)
{
	if (b->lower)
		sb_printf(sb, "a %.0f%% increase in %s", 100 * (ratio - 1), b->metric);
	else
		sb_printf(sb, "a %.0f%% loss of %s", 100 * (1 - ratio), b->metric);
}

/* accounts_doc - how much of the loss each ranked mechanism can account
 * for, and all of them together */
static void accounts_doc(const struct cmp *c, const struct cmp_expl *e, struct doc *d)
{
	const struct cmp_bench *b = &c->bench[e->bench];
	struct strbuf sb = STRBUF_INIT;
	int i, k, last = 0, channels = 0, seen[NR_EST] = { 0 };
	char sh[32];

	for (i = 0; i < e->nlisted; i++) {
		int mi = e->order[i];
		const struct why_metric *m = &why_metrics[mi];

		if (e->rank[mi] == last)
			continue;
		last = e->rank[mi];
		k = why_est_of(m);
		if (k < 0)
			continue;
		sb_reset(&sb);
		if (isnan(e->est[k].share)) {
			doc_item(d, "-", "%d %s: how much of the loss it accounts for cannot be "
				 "estimated (%s not measured on both sides)", last, m_id(m),
				 est_key[k]);
			continue;
		}
		channels += !seen[k];
		seen[k] = 1;
		est_text(e, k, &sb);
		doc_item(d, "-", "%d %s accounts for %s of the loss: %s", last, m_id(m),
			 share_text(e->est[k].share, sh, sizeof(sh)), sb_cstr(&sb));
	}
	if (!isnan(e->accounted)) {
		sb_reset(&sb);
		loss_text(b, b->ratio[e->label].ratio, &sb);
		if (e->accounted < 0.5)
			doc_item(d, "-", "the mechanisms measured explain %s of %s: the rest is "
				 "not in what these traced runs measure",
				 e->accounted > 0 ? (snprintf(sh, sizeof(sh), "at most %.*f%%",
							     e->accounted < 0.01 ? 1 : 0,
							     100 * e->accounted), sh) : "none",
				 sb_cstr(&sb));
		else if (channels > 1)
			doc_item(d, "-", "together they account for %s of %s",
				 share_text(e->accounted, sh, sizeof(sh)), sb_cstr(&sb));
	}
	sb_free(&sb);
}

/* The rules a metric was judged by (enum cmp_mrule), as the text and the
 * JSON name them. */
static const char *const mrule_name[] = { [MR_SPREAD] = "spread", [MR_VALUES] = "values",
					  [MR_THRESHOLD] = "threshold" };

/* mrule_text - rule @r in words */
static void mrule_text(const struct cmp_expl *e, int r, struct strbuf *sb)
{
	if (r == MR_SPREAD)
		sb_adds(sb, "beyond its run-to-run spread (2+ traced runs a side at each value)");
	else if (r == MR_VALUES)
		sb_printf(sb, "beyond the spread of its change across the %d values (under 2 "
			  "traced runs a side at some: no run-to-run spread)", e->nvalues);
	else
		sb_adds(sb, "of unknown noise (one traced run a side at one value): said, never "
			"ranked");
}

/* rules_doc - which rule judged the metrics compared: "rule: a metric
 * changed by 20% or more, past its floor, and beyond ...; of unknown noise
 * (...): wakeup p50, req 0.25-0.50" */
static void rules_doc(const struct cmp_expl *e, struct doc *d)
{
	struct strbuf sb = STRBUF_INIT;
	int n[3] = { 0 }, i, r, most = 0;

	for (i = 0; i < nr_why_metrics; i++)
		if (e->m[i].nvalues && !m_consequence(&why_metrics[i]))
			n[e->m[i].rule]++;
	for (r = 1; r < 3; r++)
		if (n[r] > n[most])
			most = r;
	if (!n[most])
		return;
	sb_adds(&sb, "rule: a metric changed by 20% or more, past its floor");
	if (!isnan(e->lat_floor))
		sb_printf(&sb, " (wakeup latency: %.1f us, 1%% of the workload's CPU time per "
			  "wakeup)", e->lat_floor);
	sb_adds(&sb, ", and ");
	mrule_text(e, most, &sb);
	for (r = 0; r < 3; r++) {
		int k = 0;

		if (r == most || !n[r])
			continue;
		sb_adds(&sb, "; ");
		mrule_text(e, r, &sb);
		sb_adds(&sb, ": ");
		for (i = 0; i < nr_why_metrics; i++)
			if (e->m[i].nvalues && e->m[i].rule == r && !m_consequence(&why_metrics[i]))
				sb_printf(&sb, "%s%s", k++ ? ", " : "", m_what(&why_metrics[i]));
	}
	doc_item(d, "-", "%s", sb_cstr(&sb));
	sb_free(&sb);
}

static void expl_doc(const struct cmp *c, const struct cmp_expl *e, struct doc *d)
{
	static const char *const heads[] = { "#", "finding", "metric", "baseline", "this" };
	/* the lists under the table, in this order */
	static const struct {
		void (*text)(const struct cmp_expl *e, struct strbuf *sb);
		const char *lead;
	} lists[] = {
		{ better_text, "better than the baseline" },
		{ spread_text, NULL },
		{ unknown_text, "past the threshold, noise unknown (one traced run a side at "
				"one value), not ranked" },
		{ unchanged_text, "unchanged" },
		{ cannot_tell, "cannot tell" },
	};
	const struct cmp_bench *b = &c->bench[e->bench];
	const char *label = c->labels[e->label];
	struct strbuf sb = STRBUF_INIT, fb = STRBUF_INIT, fv = STRBUF_INIT;
	char vb[32], vv[32];
	int i;

	doc_text(d, "%s", "");
	doc_text(d, "%s on %s: %.2f (%s, %s is better)", b->name, label,
		 b->ratio[e->label].ratio, b->metric, b->lower ? "lower" : "higher");
	if (!e->runs_b || !e->runs_v || !e->nvalues) {
		doc_item(d, "-", "cannot tell: %s", !e->runs_b && !e->runs_v ?
			 "no traced run of either" : !e->runs_b ? "no traced run of the baseline" :
			 !e->runs_v ? "no traced run of this label" :
			 "their traced runs are of different parameter values");
		return;
	}
	values_text(b, e, &sb);
	findings_text(e->held_b, &fb);
	findings_text(e->held_v, &fv);
	doc_item(d, "-", "baseline -> this label: traced runs %d -> %d at %s %s; governor "
		 "path %s -> %s; findings %s -> %s", e->runs_b, e->runs_v, b->param_name,
		 sb_cstr(&sb), path_or_none(e->path_b), path_or_none(e->path_v), sb_cstr(&fb),
		 sb_cstr(&fv));
	rules_doc(e, d);
	if (e->nlisted) {
		doc_table(d, 5, "rllrr", heads);
		for (i = 0; i < e->nlisted; i++) {
			int mi = e->order[i];
			const struct why_metric *m = &why_metrics[mi];
			const struct cmp_mech *me = &e->m[mi];
			int first = !i || e->rank[e->order[i - 1]] != e->rank[mi];
			char rk[16];

			snprintf(rk, sizeof(rk), "%d", e->rank[mi]);
			doc_row(d, "%s\t%s\t%s\t%s\t%s", first ? rk : "", m_id(m), m_what(m),
				metric_format(m_unit(m), me->base, vb, sizeof(vb)),
				metric_format(m_unit(m), me->value, vv, sizeof(vv)));
		}
		accounts_doc(c, e, d);
	} else {
		doc_item(d, "-", "no metric measured here changed beyond the rule: these traced "
			 "runs do not explain it");
	}
	for (i = 0; i < (int)(sizeof(lists) / sizeof(lists[0])); i++) {
		sb_reset(&sb);
		lists[i].text(e, &sb);
		if (!sb.len)
			continue;
		if (lists[i].text == spread_text)
			doc_item(d, "-", "past the threshold, within the spread (%d -> %d traced "
				 "runs): %s", e->runs_b, e->runs_v, sb_cstr(&sb));
		else
			doc_item(d, "-", "%s: %s", lists[i].lead, sb_cstr(&sb));
	}
	sb_reset(&sb);
	consequences(c, e, &sb);
	if (sb.len)
		doc_item(d, "-", "consequences, not causes: %s", sb_cstr(&sb));
	sb_free(&sb);
	sb_free(&fb);
	sb_free(&fv);
}

/* ppw_doc - each perf-per-watt ratio worse than the baseline's: energy per
 * unit of work, from the power drawn and the performance */
static void ppw_doc(const struct cmp *c, struct doc *d)
{
	char u[80], name[64], e1[32], e2[32], w1[32], w2[32];
	int i;

	if (!c->nppw_expl)
		return;
	doc_text(d, "%s", "");
	doc_text(d, "Perf-per-watt worse than %s's beyond noise: its inverse, energy per unit "
		    "of work, is the average power over the performance (the means of the runs "
		    "the ratios come from, geometric means over the parameter values with "
		    "energy).", c->labels[0]);
	for (i = 0; i < c->nppw_expl; i++) {
		const struct cmp_ppw_expl *e = &c->ppw_expl[i];
		const struct cmp_bench *b = &c->bench[e->bench];

		doc_text(d, "%s", "");
		doc_text(d, "%s on %s: perf-per-watt %.2f (%s)", b->name, c->labels[e->label],
			 b->ppw[e->label].ratio, cmp_ppw_name(b, name, sizeof(name)));
		if (!e->nvalues) {
			doc_item(d, "-", "cannot tell: no parameter value where both have energy");
			continue;
		}
		doc_item(d, "-", "energy per unit of work %s -> %s %s (x%.2f): average power %s -> "
			 "%s W (x%.2f), performance x%.2f (%s ratio %.2f); mostly %s",
			 num(e->epw_b, e1, sizeof(e1)), num(e->epw_v, e2, sizeof(e2)),
			 why_energy_unit(b, u, sizeof(u)), e->power / e->perf,
			 num(e->watts_b, w1, sizeof(w1)), num(e->watts_v, w2, sizeof(w2)), e->power,
			 e->perf, b->metric, b->ratio[e->label].ratio,
			 fabs(log(e->power)) >= fabs(log(e->perf)) ? "the power drawn" :
								   "the performance");
	}
}

/* unknown_doc - the ratios worse than the baseline's whose noise is unknown */
static void unknown_doc(const struct cmp *c, struct doc *d)
{
	struct strbuf sb = STRBUF_INIT;
	int i, l;

	for (i = 0; i < c->nbench; i++)
		for (l = 1; l < c->nlabels; l++) {
			const struct cmp_bench *b = &c->bench[i];
			const struct cmp_cell *cell = &b->ratio[l];

			if (cell->have && cell->unknown &&
			    (b->lower ? cell->ratio > 1 : cell->ratio < 1))
				sb_printf(&sb, "%s%s on %s %.2f", sb.len ? ", " : "", b->name,
					  c->labels[l], cell->ratio);
		}
	if (sb.len)
		doc_text(d, "One run each, noise unknown (no repeats, one parameter value: no "
			    "spread to judge by): worse than the baseline, but not called a "
			    "regression and not explained: %s.", sb_cstr(&sb));
	sb_free(&sb);
}

void cmp_why_doc(const struct cmp *c, struct doc *d)
{
	struct strbuf sb = STRBUF_INIT;
	int i, n = 0;

	doc_section(d, "Why");
	for (i = 0; i < c->nexpl; i++)
		n += c->expl[i].regression;
	doc_text(d, "Each ratio worse than %s's beyond noise, explained from the traced runs: "
		    "the label's metrics against the baseline's, per parameter value both "
		    "traced, then averaged; only what changed by 20%% or more, past its floor "
		    "and beyond its spread (the run-to-run spread with 2+ traced runs a side, "
		    "else the spread of its change across the parameter values; each "
		    "explanation says which rule judged it); the causes, most important first: "
		    "a finding that holds here and not in the baseline, then how far a "
		    "finding's criterion moved in units of its threshold, then the rest; then "
		    "how much of the loss each can account for, and the consequences "
		    "(pstate-analyze(1), WHY).", c->labels[0]);
	if (!n)
		doc_text(d, "No ratio is worse than the baseline's beyond noise: nothing to "
			    "explain.");
	unknown_doc(c, d);
	for (i = 0; i < c->nexpl; i++)
		if (c->expl[i].regression)
			expl_doc(c, &c->expl[i], d);
	for (i = 0; i < c->nexpl; i++) {
		const struct cmp_expl *e = &c->expl[i];

		if (!e->regression)
			sb_printf(&sb, "%s%s on %s %.2f", sb.len ? ", " : "",
				  c->bench[e->bench].name, c->labels[e->label],
				  c->bench[e->bench].ratio[e->label].ratio);
	}
	if (sb.len) {
		doc_text(d, "%s", "");
		doc_text(d, "Better than the baseline beyond noise (not explained here; the JSON "
			    "has their differences): %s.", sb_cstr(&sb));
	}
	sb_free(&sb);
	ppw_doc(c, d);
}

/* jmech - one metric of an explanation */
static void jmech(const struct cmp *c, const struct cmp_expl *e, int mi, struct json_writer *jw)
{
	const struct why_metric *m = &why_metrics[mi];
	const struct cmp_mech *me = &e->m[mi];
	const struct cmp_bench *b = &c->bench[e->bench];
	char text[96];
	int p, k;

	jw_object(jw);
	jw_key(jw, "rank");
	if (e->rank[mi])
		jw_int(jw, e->rank[mi]);
	else
		jw_null(jw);
	cmp_jstr(jw, "id", m_id(m));
	cmp_jstr(jw, "metric", m_key(m));
	cmp_jstr(jw, "what", m_what(m));
	cmp_jnum(jw, "baseline", me->base);
	cmp_jnum(jw, "value", me->value);
	jw_key(jw, "changed");
	jw_bool(jw, me->changed);
	jw_key(jw, "worse");
	jw_bool(jw, me->worse);
	cmp_jstr(jw, "rule", !me->nvalues ? NULL : mrule_name[me->rule]);
	cmp_jnum(jw, "floor", me->nvalues ? me->floor : NAN);
	jw_key(jw, "past_threshold");
	jw_bool(jw, me->past);
	jw_key(jw, "ci95");
	cmp_jinterval(jw, me->nvalues && me->rule == MR_SPREAD, me->lo, me->hi);
	jw_key(jw, "ci95_relative");
	cmp_jinterval(jw, me->nvalues && me->rule == MR_VALUES, me->rlo, me->rhi);
	cmp_jnum(jw, "score", me->nvalues || e->rank[mi] ? me->score : NAN);
	cmp_jstr(jw, "criterion", m->crit >= 0 ? criterion_text(&m->def->criteria[m->crit], text,
						     sizeof(text)) : NULL);
	cmp_jint(jw, "values", me->nvalues);
	k = why_est_of(m);
	if (e->rank[mi] && k >= 0 && k < NR_EST) {
		cmp_jstr(jw, "estimate", est_key[k]);
		cmp_jnum(jw, "accounts_for", e->est[k].share);
	}
	if (m_consequence(m)) {
		char u[80];

		cmp_jstr(jw, "unit", why_energy_unit(b, u, sizeof(u)));
		jw_key(jw, "cannot_tell");
		if (me->nvalues) {
			jw_null(jw);
		} else {
			jw_object_inline(jw);
			cmp_jstr(jw, "baseline", me->why_b ? na_text(m, me->why_b) : NULL);
			cmp_jstr(jw, "value", me->why_v ? na_text(m, me->why_v) : NULL);
			jw_end(jw);
		}
	}
	jw_key(jw, "runs");
	jw_array_inline(jw);
	jw_int(jw, me->nb);
	jw_int(jw, me->nv);
	jw_end(jw);
	jw_key(jw, "by_param");
	jw_object_inline(jw);
	for (p = 0; p < b->nparams; p++) {
		jw_key(jw, b->params[p]);
		jw_array_inline(jw);
		jw_sig(jw, me->by_b[p], 6);
		jw_sig(jw, me->by_v[p], 6);
		jw_end(jw);
	}
	jw_end(jw);
	jw_end(jw);
}

/* jmechs - "better" (@better), or "unchanged": the metrics not listed that
 * changed for the better, or that were compared and did not change */
static void jmechs(const struct cmp *c, const struct cmp_expl *e, int better,
		   struct json_writer *jw)
{
	int i;

	jw_key(jw, better ? "better" : "unchanged");
	jw_array(jw);
	for (i = 0; i < nr_why_metrics; i++) {
		const struct cmp_mech *me = &e->m[i];

		if (!e->rank[i] && !m_consequence(&why_metrics[i]) &&
		    (better ? me->changed && !me->worse : me->nvalues && !me->changed))
			jmech(c, e, i, jw);
	}
	jw_end(jw);
}

static void jfindings(struct json_writer *jw, unsigned int bits)
{
	int i;

	jw_array_inline(jw);
	for (i = 0; findings_table[i] && i < WHY_MAX_FINDINGS; i++)
		if (bits & 1u << i)
			jw_string(jw, findings_table[i]->id);
	jw_end(jw);
}

static void jexpl(const struct cmp *c, const struct cmp_expl *e, struct json_writer *jw)
{
	const struct cmp_bench *b = &c->bench[e->bench];
	int i, p;

	jw_object(jw);
	cmp_jstr(jw, "benchmark", b->name);
	cmp_jstr(jw, "metric", b->metric);
	cmp_jstr(jw, "label", c->labels[e->label]);
	cmp_jnum(jw, "ratio", b->ratio[e->label].ratio);
	jw_key(jw, "regression");
	jw_bool(jw, e->regression);
	jw_key(jw, "traced_runs");
	jw_object_inline(jw);
	cmp_jint(jw, "baseline", e->runs_b);
	cmp_jint(jw, "label", e->runs_v);
	jw_end(jw);
	jw_key(jw, "values");
	jw_array_inline(jw);
	for (p = 0; p < b->nparams; p++)
		if (e->both[p])
			jw_string(jw, b->params[p]);
	jw_end(jw);
	jw_key(jw, "path");
	jw_object_inline(jw);
	cmp_jstr(jw, "baseline", path_or_none(e->path_b));
	cmp_jstr(jw, "value", path_or_none(e->path_v));
	jw_end(jw);
	jw_key(jw, "findings");
	jw_object_inline(jw);
	jw_key(jw, "baseline");
	jfindings(jw, e->held_b);
	jw_key(jw, "value");
	jfindings(jw, e->held_v);
	jw_end(jw);
	cmp_jnum(jw, "loss", b->lower ? b->ratio[e->label].ratio - 1 :
					  1 - b->ratio[e->label].ratio);
	jw_key(jw, "estimates");
	jw_object(jw);
	for (i = 0; i < NR_EST; i++) {
		const struct cmp_estimate *x = &e->est[i];

		jw_key(jw, est_key[i]);
		jw_object_inline(jw);
		cmp_jint(jw, "values", x->nvalues);
		if (i == EST_FREQ)
			cmp_jstr(jw, "source", !x->nvalues ? NULL : x->requested ? "requested" :
							      "delivered");
		cmp_jnum(jw, "baseline", x->base);
		cmp_jnum(jw, "value", x->value);
		cmp_jnum(jw, "share", x->share);
		jw_end(jw);
	}
	jw_end(jw);
	cmp_jnum(jw, "accounted", e->accounted);
	jw_key(jw, "scale");
	jw_object_inline(jw);
	jw_key(jw, "workload_us_per_wakeup");
	jw_array_inline(jw);
	jw_sig(jw, e->wl_per_wake_b, 6);
	jw_sig(jw, e->wl_per_wake_v, 6);
	jw_end(jw);
	cmp_jnum(jw, "latency_floor_us", e->lat_floor);
	jw_end(jw);
	jw_key(jw, "mechanisms");
	jw_array(jw);
	for (i = 0; i < e->nlisted; i++)
		jmech(c, e, e->order[i], jw);
	jw_end(jw);
	jmechs(c, e, 1, jw);
	jmechs(c, e, 0, jw);
	jw_key(jw, "cannot_tell");
	jw_array(jw);
	for (i = 0; i < nr_why_metrics; i++) {
		const struct why_metric *m = &why_metrics[i];
		const struct cmp_mech *me = &e->m[i];

		if (me->nvalues || e->rank[i] || m_consequence(m))
			continue;
		jw_object_inline(jw);
		cmp_jstr(jw, "id", m_id(m));
		cmp_jstr(jw, "metric", m_key(m));
		cmp_jstr(jw, "baseline", me->why_b ? na_text(m, me->why_b) : NULL);
		cmp_jstr(jw, "value", me->why_v ? na_text(m, me->why_v) : NULL);
		jw_end(jw);
	}
	jw_end(jw);
	jw_key(jw, "consequences");
	jw_array(jw);
	for (i = 0; i < nr_why_metrics; i++)
		if (m_consequence(&why_metrics[i]))
			jmech(c, e, i, jw);
	jw_end(jw);
	jw_end(jw);
}

static void jppw(const struct cmp *c, const struct cmp_ppw_expl *e, struct json_writer *jw)
{
	const struct cmp_bench *b = &c->bench[e->bench];
	char u[80];

	jw_object(jw);
	cmp_jstr(jw, "benchmark", b->name);
	cmp_jstr(jw, "metric", b->metric);
	cmp_jstr(jw, "label", c->labels[e->label]);
	cmp_jnum(jw, "ppw_ratio", b->ppw[e->label].ratio);
	cmp_jint(jw, "values", e->nvalues);
	cmp_jnum(jw, "performance", e->perf);
	cmp_jnum(jw, "power", e->power);
	jw_key(jw, "watts");
	jw_object_inline(jw);
	cmp_jnum(jw, "baseline", e->watts_b);
	cmp_jnum(jw, "value", e->watts_v);
	jw_end(jw);
	jw_key(jw, "energy_per_work");
	jw_object_inline(jw);
	cmp_jnum(jw, "baseline", e->epw_b);
	cmp_jnum(jw, "value", e->epw_v);
	cmp_jstr(jw, "unit", why_energy_unit(b, u, sizeof(u)));
	jw_end(jw);
	cmp_jstr(jw, "mostly", !e->nvalues ? NULL : fabs(log(e->power)) >= fabs(log(e->perf)) ?
						     "power" : "performance");
	jw_end(jw);
}

void cmp_why_json(const struct cmp *c, struct json_writer *jw)
{
	int i;

	jw_key(jw, "explanations");
	jw_array(jw);
	for (i = 0; i < c->nexpl; i++)
		jexpl(c, &c->expl[i], jw);
	jw_end(jw);
	jw_key(jw, "ppw_explanations");
	jw_array(jw);
	for (i = 0; i < c->nppw_expl; i++)
		jppw(c, &c->ppw_expl[i], jw);
	jw_end(jw);
}
