/* SPDX-License-Identifier: GPL-2.0 */
/*
 * compare.h - ratio tables across runs: databases read (runs.c) and grouped
 * by label, benchmark and parameter value into cells (cells.c, keys.c), the
 * statistics of a ratio cell (stats.c), the differential explanation of
 * each regression (why.c, its output why_out.c), and the text, markdown and
 * JSON renderings (out.c, jfmt.c).  The command is analyzer/compare.c.
 *
 * A configuration is (benchmark, label, parameter value); its repeats are
 * averaged.  For each parameter value the ratio is mean(label) /
 * mean(baseline) of the benchmark's metric; a label's cell is the geometric
 * mean of those ratios over the parameter values both have.  Perf-per-watt
 * is metric / average watts (1 / (metric x watts) when lower is better),
 * averaged over repeats and ratioed the same way.
 *
 * Light runs (record --counters-only) give the ratios where a configuration
 * has them, traced runs otherwise; the traced runs give the key metrics and
 * the differential explanation of each regression (why.c), and
 * traced / light of the same configuration is the tracing overhead.
 */
#ifndef PT_COMPARE_H
#define PT_COMPARE_H

#include <stdio.h>
#include "pass/analysis.h"
#include "doc.h"
#include "compare/labels.h"

struct json_writer;

#define CMP_NFIND 3 /* finding ids kept per run */

/* What the analyzer says about one run; NAN when not available. */
struct cmp_metrics {
	enum gov_path path;
	int updates; /* frequency writes were seen */
	double delay_p50_us, delay_p99_us;
	double requested, delivered;
	double wakeup_p99_us;
	double idle_share;      /* CPU time in cpu_idle states */
	double wake_idle_share; /* workload wakeups to a CPU in one, of those known */
	double watts;
	const char *findings[CMP_NFIND]; /* static finding ids, NULL-terminated */
};

struct cmp_why_run; /* why.c: what the explanation compares, per run */
struct cmp_cache;   /* cache.c: the traced runs' analyses, remembered */

/* The context of a run (machine.c), from meta; the first CTX_CHECKED are
 * the ones a label's runs must agree on. */
enum cmp_ctx_key {
	CTX_HOST,	 /* hostname */
	CTX_KERNEL,	 /* kernel_release */
	CTX_CPU_MODEL,	 /* cpu_model */
	CTX_CPUS,	 /* nr_cpus */
	CTX_CMDLINE,	 /* kernel_cmdline */
	CTX_SMT_ACTIVE,	 /* smt_active */
	CTX_SMT_CONTROL, /* smt_control */
	CTX_N
};
#define CTX_CHECKED 4

/* One database. */
struct cmp_run {
	char *path, *label, *bench, *param_name, *param;
	char *metric, *unit; /* the figure of merit */
	int lower;           /* lower is better */
	double value;
	int light;           /* meta tracing = counters-only: no trace events by design */
	int have_energy;
	double joules, watts;
	char *no_energy; /* why there is no energy (the counters meta), or NULL */
	char *ident;     /* the run's identity in meta (duplicates), NULL when it has none */
	unsigned long long dev, ino; /* the file's */
	struct cmp_metrics m;
	struct cmp_why_run *why; /* NULL for a light run */
	char *ctx[CTX_N];        /* meta; NULL when not recorded (or empty) */
	char *driver, *governor; /* its own, meta; NULL when not recorded */
	int contradicts;         /* they are not its DRIVER/GOVERNOR label's */
};

/* The runs of one configuration, summarised: those that give its ratios
 * (its light runs, or its traced runs when it has no light run). */
struct cmp_group {
	int n;             /* runs */
	double mean, sd;   /* of the metric (sd: sample, n - 1; 0 when n < 2) */
	int nppw;          /* runs with energy */
	double ppw, ppw_sd;
	double watts, epw; /* of the runs with energy: mean average watts, mean energy
			    * per unit of work (1 / perf-per-watt); NAN when none */
	int traced;        /* the runs are traced ones: no light run */
	int nlight, ntraced;
	double light_mean, light_sd, traced_mean, traced_sd; /* NAN when none */
};

/* The noise rule a cell was judged by (stats.c, cmp_cell_compute). */
enum cmp_rule {
	RULE_REPEATS, /* every configuration 2+ runs: their own spreads */
	RULE_POOLED,  /* each side's spread pooled over its parameter values */
	RULE_VALUES,  /* the spread of the ratio across the parameter values */
	RULE_NONE,    /* no spread: --noise says ~ near 1, else noise unknown */
};

/* The run-to-run spread of one configuration (benchmark, label) pooled over
 * its parameter values: the variance of ln(a run's value), @df degrees of
 * freedom (0: none), from the groups of 2+ runs and the traced runs scaled
 * by the label's tracing overhead (cells.c). */
struct cmp_spread {
	double s2, df;
};

/* One cell of a ratio table. */
struct cmp_cell {
	int have;       /* 0: N/A */
	double ratio;
	int noise;      /* within noise: `~` */
	int unknown;    /* beyond --noise, no spread to judge by: `?` */
	int rule;       /* enum cmp_rule */
	int interval;   /* the noise rule was a 95% interval (not RULE_NONE) */
	double lo, hi;  /* the 95% interval of the ratio, when @interval */
	double df;      /* its degrees of freedom */
	int nused;      /* parameter values both had */
	int nbase;      /* parameter values the baseline had */
	int traced;     /* a group it was taken from had traced runs only */
};

/* Inputs of one parameter value to a cell: baseline and label groups. */
struct cmp_pair {
	int nb, nn;
	double mb, sb, mn, sn;
};

/* Key metrics of one label for one benchmark, averaged over its traced runs. */
struct cmp_summary {
	int runs; /* traced */
	enum gov_path path; /* the most common over the runs */
	int updates;
	double delay_p50_us, delay_p99_us, requested, delivered, wakeup_p99_us, watts;
	double idle_share, wake_idle_share;
	char findings[96]; /* the most frequent finding ids, comma-separated */
};

/* One benchmark row (a benchmark name with one metric). */
struct cmp_bench {
	char *name, *metric, *unit, *param_name;
	int lower;
	char **params; /* parameter values, sorted (numerically when all are numbers) */
	int nparams;
	struct cmp_group *g;       /* [param * nlabels + label] */
	struct cmp_cell *by_param; /* [param * nlabels + label] */
	struct cmp_cell *ppw_by_param;
	struct cmp_cell *ratio;    /* [label] */
	struct cmp_cell *ppw;      /* [label] */
	struct cmp_cell *overhead; /* [label]: traced / light, over the values with both */
	struct cmp_spread *spread, *ppw_spread; /* [label] */
	struct cmp_summary *sum;   /* [label] */
	int runs, runs_energy;     /* that give the ratios */
	int runs_light, runs_traced;
	char *no_energy; /* a reason for missing energy, or NULL */
};

/* The rule a metric of an explanation was judged by (why.c). */
enum cmp_mrule {
	MR_SPREAD,    /* 2+ traced runs a side at every value: the run-to-run spread */
	MR_VALUES,    /* 2+ values: the spread of its relative change across them */
	MR_THRESHOLD, /* one value, one run a side: the threshold alone */
};

/* One metric of an explanation: the configuration against the baseline. */
struct cmp_mech {
	int metric;       /* its row of why.c's table */
	double base, value; /* the mean over the parameter values used of each side's mean */
	int nvalues;      /* parameter values used: both sides measured it */
	int nb, nv;       /* traced runs that measured it */
	int changed, worse;
	int past;         /* the difference is past the threshold (changed, or within the spread) */
	int spread;       /* judged on the run-to-run spread (2+ runs per side and value) */
	int rule;         /* enum cmp_mrule */
	double lo, hi;    /* MR_SPREAD: the 95% interval of value - base */
	double rlo, rhi;  /* MR_VALUES: the 95% interval of the mean relative change */
	double floor;     /* the least change that counts */
	double score;     /* how far it moved: in its finding's threshold, else relative */
	int why_b, why_v; /* why a side has no value: enum why_na (why.c) */
	double *by_b, *by_v; /* [param]: each side's mean (NAN: none) */
};

/*
 * How much of a loss a mechanism can account for (why.c, pstate-analyze(1),
 * WHY): each side's measure from its traced runs, and the share of the
 * ratio's log it explains were it the only change: for a share of time
 * phi, ln((1 - phi_label) / (1 - phi_baseline)); for the CPUs' speed d,
 * ln(d_label / d_baseline); over ln(performance ratio).
 */
enum cmp_est {
	EST_CPU,  /* the governor kthread's CPU time: S / (S + W) */
	EST_LAT,  /* the workload's wakeup latency: L / (L + W) */
	EST_FREQ, /* the CPUs' speed: delivered, else requested, busy-weighted */
	NR_EST,
};

struct cmp_estimate {
	int nvalues;        /* parameter values both sides measured it at */
	int requested;      /* EST_FREQ: the requested share (no delivered on both) */
	double base, value; /* the mean over those values of each side's mean */
	double share;       /* of the loss: may be negative (it moved the other way)
			     * or past 1; NAN when not measured */
};

/* The differential explanation of one label's ratio for one benchmark. */
struct cmp_expl {
	int bench, label;
	int regression;   /* the ratio is worse than the baseline's beyond noise */
	int runs_b, runs_v; /* traced runs of the benchmark */
	int nvalues;      /* parameter values both have traced runs of */
	unsigned char *both; /* [param]: both have traced runs of it */
	enum gov_path path_b, path_v; /* the most common (PATH_UNKNOWN: no update) */
	struct cmp_mech *m; /* one per metric of the table, in its order */
	int nm;
	int *order;       /* the metrics listed, most important first */
	int *rank;        /* [metric]: its mechanism's rank from 1, 0 when not listed */
	int *tier;        /* [metric]: see why.c; 0 when not listed */
	int nlisted;
	unsigned int held_b, held_v; /* findings (findings_table bits) that hold */
	double perf_log;  /* ln of the performance ratio (inverted when lower is
			   * better): < 0 for a regression */
	struct cmp_estimate est[NR_EST];
	double accounted; /* the shares of the channels of the ranked mechanisms,
			   * each at least 0, summed; NAN when none is measured */
	double wl_per_wake_b, wl_per_wake_v; /* the workload's CPU time per wakeup, us */
	double lat_floor;  /* the wakeup latencies' floor, us: a share of the smaller */
};

/* The explanation of one label's perf-per-watt ratio worse than the
 * baseline's: perf-per-watt = performance / power, from the runs the ratios
 * come from, over the parameter values both have energy at. */
struct cmp_ppw_expl {
	int bench, label;
	int nvalues;
	double perf;  /* performance, label / baseline (the metric's ratio, inverted
		       * when lower is better): geometric mean over the values */
	double power; /* average watts, label / baseline: geometric mean */
	double watts_b, watts_v; /* the mean over the values of each side's mean */
	double epw_b, epw_v;     /* energy per unit of work, likewise */
};

struct cmp_opts {
	const char *baseline; /* NULL: the first label seen */
	const char *labels;   /* comma-separated: only these, in this order; NULL all */
	const char *comm;     /* --comm: the workload's tasks by comm, NULL: as recorded */
	double noise;         /* fraction, e.g. 0.02 */
	int strict;           /* --strict: refuse runs of mixed machines or labels */
	int no_cache;         /* --no-cache: analyse every run, the cache unread, unwritten */
	int verbose;          /* -v: say how many runs came from the cache */
};

/* A label whose runs differ in one key of the context. */
struct cmp_mixed {
	int label; /* its column */
	int key;   /* enum cmp_ctx_key, < CTX_CHECKED */
	int n;     /* values recorded */
};

struct cmp {
	struct cmp_opts opts;
	struct cmp_run *runs; /* the runs compared: of the labels shown */
	int nruns;
	int skipped; /* databases left out with a warning (failed, no result) */
	int duplicates; /* databases left out: the same run as another one */
	int other;   /* runs of labels not in --labels */
	int light, traced; /* of the runs compared */
	char **labels; /* the columns: [0] is the baseline; grouped by driver */
	int nlabels;
	struct label_layout layout; /* the driver groups of labels[] */
	struct cmp_bench *bench;
	int nbench;
	struct cmp_expl *expl; /* every (benchmark, label) whose ratio is not within noise */
	int nexpl;
	struct cmp_ppw_expl *ppw_expl; /* every perf-per-watt ratio worse beyond noise */
	int nppw_expl;
	struct cmp_mixed *mixed; /* machine.c */
	int nmixed;
	int contradicted; /* runs whose own driver/governor is not their label's */
	struct cmp_cache *cache; /* cache.c: open while the runs are read, NULL none */
	int cache_tried;  /* opened, or tried to */
	int from_cache, analysed; /* runs whose analysis came from the cache, made now */
};

/* runs.c */

/**
 * cmp_load - read @n databases into @c (runs, then labels and benchmarks)
 * @c: zeroed by the caller; free with cmp_free()
 * @o: options (copied)
 *
 * The runs of labels not in --labels are counted in @c->other and dropped:
 * @c->runs holds the runs compared.
 *
 * Return: 0; -1 when a database cannot be read (message naming it), -2 when
 * the options do not fit the data (unknown --baseline or --labels: message).
 */
int cmp_load(struct cmp *c, char *const *paths, int n, const struct cmp_opts *o);

/* cmp_free - everything @c holds */
void cmp_free(struct cmp *c);

/* cells.c */

/**
 * cmp_compute - the groups, cells and summaries of every benchmark of @c
 * Return: 0, or -1 when out of memory.
 */
int cmp_compute(struct cmp *c);

/* keys.c */

/**
 * cmp_bench_name - the benchmark of run @r: its meta benchmark, else the
 * program of its command without the directory, as record names it
 * @len: set to the name's length (the name is not NUL-terminated there)
 * Return: the start of the name, in @r's strings; NULL when @r names none.
 */
const char *cmp_bench_name(const struct run *r, int *len);

/* cmp_label_index - the column of @label, -1 when absent */
int cmp_label_index(const struct cmp *c, const char *label);
/* cmp_param_index - the row of parameter value @param in @b, -1 when absent */
int cmp_param_index(const struct cmp_bench *b, const char *param);
/* cmp_ppw_name - a benchmark's perf-per-watt as the tables name it:
 * "throughput/W", "1/(time x W)"; Return: @buf */
const char *cmp_ppw_name(const struct cmp_bench *b, char *buf, size_t n);

/* stats.c */

/**
 * cmp_t_quantile - the @p quantile of Student's t with @df degrees of freedom
 * @p: 0.5 < p < 1
 * @df: > 0, not necessarily an integer (Welch-Satterthwaite)
 * Return: the quantile; the normal's for df > 1e7; NAN when @df <= 0.
 */
double cmp_t_quantile(double p, double df);

/* cmp_mean_sd - mean and sample standard deviation of @v (sd 0 when n < 2) */
void cmp_mean_sd(const double *v, int n, double *mean, double *sd);

/**
 * cmp_cell_compute - a ratio cell from one pair per parameter value
 * @pairs: the parameter values both configurations have (groups with a
 *	   positive mean); @n of them
 * @nbase: parameter values the baseline has, for the coverage note
 * @noise: the least change that counts without any spread (fraction)
 * @sb, @sl: the baseline's and the label's pooled spreads, or NULL
 *
 * ratio = exp(G), G = (1/n) sum ln(mn / mb).  The noise rule is a 95%
 * interval of G, exp(G -+ t(0.975, df) sqrt(Var)), `~` when it contains 1,
 * with Var and df from the first of:
 * - RULE_REPEATS, every group has 2+ runs: the delta method,
 *   Var ln(mean) ~ s^2 / (k mean^2) for a group of k runs, summed over the
 *   2n independent groups and divided by n^2; degrees of freedom by
 *   Welch-Satterthwaite, each term having k - 1;
 * - RULE_POOLED, both sides have a pooled spread: s2 / k for each group of
 *   k runs instead, each side's s2 with its df (Welch-Satterthwaite);
 * - RULE_VALUES, n >= 2: the sample variance of ln(mn / mb) over the
 *   values, divided by n, n - 1 degrees of freedom;
 * under the last two, a ratio within @noise of 1 is `~` too.
 * Without any (RULE_NONE): `~` when |ratio - 1| <= @noise, else unknown.
 * Return: 0; -1 when @n is 0 (the cell is N/A).
 */
int cmp_cell_compute(const struct cmp_pair *pairs, int n, int nbase, double noise,
		     const struct cmp_spread *sb, const struct cmp_spread *sl,
		     struct cmp_cell *out);

/* why.c */

/**
 * cmp_why_measure - what the explanation compares, from the analysis @a of
 * the traced run @r (its figure of merit and energy already read)
 * @wl_ns: the workload's tasks' time on a CPU in the run, summed (ns)
 * Return: 0, -1 when out of memory.
 */
int cmp_why_measure(const struct analysis *a, struct cmp_run *r, double wl_ns);
/* cmp_why_run_free - what cmp_why_measure() allocated */
void cmp_why_run_free(struct cmp_why_run *w);
/**
 * cmp_why_compute - the explanations of @c (its cells computed)
 * Return: 0, -1 when out of memory.
 */
int cmp_why_compute(struct cmp *c);
/* cmp_why_free - the explanations of @c */
void cmp_why_free(struct cmp *c);
/* cmp_why_doc - the WHY section */
void cmp_why_doc(const struct cmp *c, struct doc *d);
/* cmp_why_json - the "explanations" member */
void cmp_why_json(const struct cmp *c, struct json_writer *jw);

/* machine.c */

/* cmp_ctx_read - the context of @r from its database @run; 0, -1 (said, or
 * out of memory) */
int cmp_ctx_read(const struct run *run, struct cmp_run *r);
/* cmp_ctx_free - what cmp_ctx_read() allocated */
void cmp_ctx_free(struct cmp_run *r);
/* cmp_ctx_name - a key of the context as the messages name it */
const char *cmp_ctx_name(int key);
/**
 * cmp_ctx_check - the labels whose runs differ in host, kernel release, CPU
 * model or CPU count (@c->mixed), the runs whose own driver/governor is not
 * their DRIVER/GOVERNOR label's (@c->contradicted): each said on stderr
 * Return: 0, -1 when out of memory.
 */
int cmp_ctx_check(struct cmp *c);
/* cmp_ctx_runs_doc - RUNS' lines of what cmp_ctx_check() found */
void cmp_ctx_runs_doc(const struct cmp *c, struct doc *d);
/* cmp_machine_doc - the MACHINE section: the context of each label, labels
 * with the same context once */
void cmp_machine_doc(const struct cmp *c, struct doc *d);
/* cmp_machine_json - the "machine", "machine_mixed" and
 * "label_contradicted" members */
void cmp_machine_json(const struct cmp *c, struct json_writer *jw);

/* jfmt.c */

/* cmp_jstr, cmp_jint, cmp_jnum - a member: @key, then a string (NULL: null),
 * an integer, a number with 6 significant digits (NAN: null) */
void cmp_jstr(struct json_writer *jw, const char *key, const char *s);
void cmp_jint(struct json_writer *jw, const char *key, long long v);
void cmp_jnum(struct json_writer *jw, const char *key, double v);
/* cmp_jinterval - [@lo, @hi] when @have, else null (the value only: no key) */
void cmp_jinterval(struct json_writer *jw, int have, double lo, double hi);

/* out.c */
/* cmp_doc - the comparison as text or markdown, 80 columns */
void cmp_doc(struct cmp *c, FILE *f, enum doc_format fmt);
/* cmp_json - the comparison as JSON (keys in pstate-analyze(1)) */
void cmp_json(struct cmp *c, FILE *f);

#endif
