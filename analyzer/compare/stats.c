// SPDX-License-Identifier: GPL-2.0
/*
 * stats.c - the statistics of a ratio cell: means, the t quantile,
 * the geometric mean of ratios and its 95% interval (compare.h says how).
 */
#include <float.h>
#include <math.h>
#include "compare/compare.h"

/* betacf - the continued fraction of the incomplete beta (modified Lentz) */
static double betacf(double a, double b, double x)
{
	const double tiny = 1e-300, eps = 1e-15;
	double c = 1, d = 1 - (a + b) * x / (a + 1), h;
	int m;

	if (fabs(d) < tiny)
		d = tiny;
	d = 1 / d;
	h = d;
	for (m = 1; m <= 1000; m++) {
		double aa, del;
		int m2 = 2 * m;

		/* the even step */
		aa = m * (b - m) * x / ((a - 1 + m2) * (a + m2));
		d = 1 + aa * d;
		d = fabs(d) < tiny ? 1 / tiny : 1 / d;
		c = 1 + aa / c;
		if (fabs(c) < tiny)
			c = tiny;
		h *= d * c;
		/* the odd step */
		aa = -(a + m) * (a + b + m) * x / ((a + m2) * (a + 1 + m2));
		d = 1 + aa * d;
		d = fabs(d) < tiny ? 1 / tiny : 1 / d;
		c = 1 + aa / c;
		if (fabs(c) < tiny)
			c = tiny;
		del = d * c;
		h *= del;
		if (fabs(del - 1) < eps)
			break;
	}
	return h;
}

/* ibeta - the regularized incomplete beta function I_x(a, b) */
static double ibeta(double a, double b, double x)
{
	double front;

	if (x <= 0)
		return 0;
	if (x >= 1)
		return 1;
	front = exp(lgamma(a + b) - lgamma(a) - lgamma(b) + a * log(x) + b * log1p(-x));
	if (x < (a + 1) / (a + b + 2))
		return front * betacf(a, b, x) / a;
	return 1 - front * betacf(b, a, 1 - x) / b;
}

/* t_upper - P(T > t) for t >= 0 */
static double t_upper(double t, double df)
{
	return 0.5 * ibeta(df / 2, 0.5, df / (df + t * t));
}

double cmp_t_quantile(double p, double df)
{
	double lo = 0, hi = 1, q = 1 - p;
	int i;

	if (!(df > 0) || !(p > 0.5 && p < 1))
		return NAN;
	if (df > 1e7)
		df = 1e7; /* the normal's, to 7 digits */
	while (t_upper(hi, df) > q && hi < 1e12)
		hi *= 2;
	for (i = 0; i < 200 && hi - lo > 1e-12 * hi; i++) {
		double mid = (lo + hi) / 2;

		if (t_upper(mid, df) > q)
			lo = mid;
		else
			hi = mid;
	}
	return (lo + hi) / 2;
}

void cmp_mean_sd(const double *v, int n, double *mean, double *sd)
{
	double s = 0, ss = 0, m;
	int i;

	*mean = NAN;
	*sd = 0;
	if (n <= 0)
		return;
	for (i = 0; i < n; i++)
		s += v[i];
	m = s / n;
	for (i = 0; i < n; i++)
		ss += (v[i] - m) * (v[i] - m);
	*mean = m;
	*sd = n > 1 ? sqrt(ss / (n - 1)) : 0;
}

/* interval - the cell's 95% interval of G +- t(df) sqrt(var); `~` when it holds 1 */
static void interval(struct cmp_cell *out, double g, double var, double df)
{
	out->interval = 1;
	out->df = df;
	if (var > 0 && df > 0) {
		double h = cmp_t_quantile(0.975, df) * sqrt(var);

		out->lo = exp(g - h);
		out->hi = exp(g + h);
	} else {
		/* identical runs: the interval is the point */
		out->lo = out->hi = out->ratio;
	}
	out->noise = out->lo <= 1 && out->hi >= 1;
}

int cmp_cell_compute(const struct cmp_pair *pairs, int n, int nbase, double noise,
		     const struct cmp_spread *sb, const struct cmp_spread *sl,
		     struct cmp_cell *out)
{
	double g = 0, var = 0, dfden = 0, ib = 0, il = 0;
	int i, repeats = 1;

	out->have = 0;
	out->noise = 0;
	out->unknown = 0;
	out->interval = 0;
	out->rule = RULE_NONE;
	out->ratio = out->lo = out->hi = out->df = NAN;
	out->nused = n;
	out->nbase = nbase;
	if (n <= 0)
		return -1;
	for (i = 0; i < n; i++) {
		const struct cmp_pair *p = &pairs[i];
		double vb, vn;

		g += log(p->mn / p->mb);
		ib += 1.0 / p->nb;
		il += 1.0 / p->nn;
		if (p->nb < 2 || p->nn < 2) {
			repeats = 0;
			continue;
		}
		/* Var ln(mean) of each group, already divided by n^2 */
		vb = p->sb * p->sb / (p->nb * p->mb * p->mb) / ((double)n * n);
		vn = p->sn * p->sn / (p->nn * p->mn * p->mn) / ((double)n * n);
		var += vb + vn;
		dfden += vb * vb / (p->nb - 1) + vn * vn / (p->nn - 1);
	}
	g /= n;
	out->have = 1;
	out->ratio = exp(g);
	if (repeats) {
		out->rule = RULE_REPEATS;
		interval(out, g, var, var > 0 ? var * var / dfden : 0);
	} else if (sb && sl && sb->df > 0 && sl->df > 0) {
		double a = sb->s2 * ib / ((double)n * n), b = sl->s2 * il / ((double)n * n);

		out->rule = RULE_POOLED;
		dfden = a * a / sb->df + b * b / sl->df;
		interval(out, g, a + b, dfden > 0 ? (a + b) * (a + b) / dfden : 0);
	} else if (n >= 2) {
		double ss = 0;

		for (i = 0; i < n; i++)
			ss += pow(log(pairs[i].mn / pairs[i].mb) - g, 2);
		out->rule = RULE_VALUES;
		interval(out, g, ss / (n - 1) / n, n - 1);
	}
	if (out->rule == RULE_POOLED || out->rule == RULE_VALUES) {
		/* a spread borrowed: a ratio within --noise of 1 is noise still */
		out->noise |= fabs(out->ratio - 1) <= noise + 1e-12;
	} else if (out->rule == RULE_NONE) {
		out->noise = fabs(out->ratio - 1) <= noise + 1e-12;
		out->unknown = !out->noise;
	}
	return 0;
}
