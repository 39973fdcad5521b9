/* SPDX-License-Identifier: GPL-2.0 */
/*
 * plot - pstate-analyze plot: the figures of one run, or of a comparison,
 * as gnuplot data (.dat) and scripts (.gp), rendered to PNG and SVG when
 * gnuplot is installed.
 *
 * Every number drawn comes from the analysis pass the report runs
 * (analysis_run() with hooks, analysis.h) or from compare's grouping
 * (compare.h); nothing is computed a second way.  One file per concern:
 *   plot.c           the command: options, the passes, the summary
 *   plot/gp.c        the figure driver (a figure's .dat and .gp), running gnuplot
 *   plot/timeline.c  per-CPU timelines (requests, windows, runs, wakeups)
 *   plot/dist.c      governor delay histogram, wakeup latency CDF
 *   plot/perf.c      requested vs delivered heat map, windows, per-CPU overview
 *   plot/power.c     power from the energy counters
 *   plot/comparison.c   ratio bars and scaling lines of a comparison
 */
#ifndef PT_PLOT_H
#define PT_PLOT_H

#include <stdint.h>
#include <stdio.h>
#include <sys/types.h>
#include "pass/analysis.h"
#include "compare/compare.h"
#include "strbuf.h"

#define PLOT_MAX_FIGS 32

/* One figure: written (its .dat/.gp) and what it shows, or why it was skipped. */
struct plot_fig {
	char name[64]; /* file name without extension */
	char what[200];
	int skipped;
	int rendered;
};

/* gp_text()'s copies of strings that needed escaping, freed with the plot */
struct plot_text {
	struct plot_text *next;
	char s[];
};

#define PLOT_MAX_EXTRA 4

struct plot_timeline; /* plot/timeline.c */
struct plot_dist; /* plot/dist.c */
struct plot_perf; /* plot/perf.c */

/*
 * The output directory may be another user's to write in: every file is
 * written in a private folder made in it (plot_out_open()), gnuplot runs
 * there, and the files are renamed into the directory at the end
 * (plot_out_commit()), never written through a name another user could
 * have planted.
 */
struct plot_ctx {
	const char *dir; /* output directory, exists; its name in messages */
	int dfd; /* the output directory, opened once (-1: none) */
	int tfd; /* the private folder in it the files are written in (-1: none) */
	char tmp[32]; /* the private folder's name */
	dev_t tdev; /* and its inode, to know it by its name again */
	ino_t tino;
	struct {
		char file[32];
		int keep; /* put in place; 0: an earlier run's removed */
	} extra[PLOT_MAX_EXTRA]; /* files of no figure (windows.dat) */
	int nextra;
	struct plot_text *texts;
	const char *db; /* the database (run mode) */
	const struct run *run;
	struct analysis *a; /* the pass of the report (run mode) */
	char title[240]; /* names the run: label, benchmark, parameter, file */
	uint64_t t0; /* time 0 of the x axes: the run's start (as --from/--to) */
	struct plot_fig figs[PLOT_MAX_FIGS];
	int nfigs;
	int failed; /* a file could not be written */
	struct plot_timeline *tl;
	struct plot_dist *dist;
	struct plot_perf *perf;
};

/* plot_scale - what the plotted requests and deliveries are shares of, in
 * words: the one ceiling of the report ("4150 MHz (CPPC highest_perf)"),
 * else each CPU's highest_perf or max_khz (plot/perf.c) */
void plot_scale(const struct plot_ctx *p, char *buf, size_t n);

/* ---- plot/gp.c ---------------------------------------------------------- */

/* plot_fig_add - record figure @name: @what it shows; returns it, NULL when full */
struct plot_fig *plot_fig_add(struct plot_ctx *p, const char *name, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* plot_skip - record that figure @name is not drawn, and why; an earlier run's
 * files of that name are removed at plot_out_commit() */
void plot_skip(struct plot_ctx *p, const char *name, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/**
 * plot_out_open - open @dir (it exists) and make the private folder in it
 * that every file of the plot is written in (mode 0700, this user's)
 * Return: 0, or -1: message printed.
 */
int plot_out_open(struct plot_ctx *p, const char *dir);

/**
 * plot_out_commit - rename the files written into the output directory:
 * those of every figure not skipped (NAME.dat, .gp, .png, .svg; an earlier
 * run's file of an extension not written this time is removed) and those
 * plot_keep() named.  A name in the directory is replaced only when it is
 * a regular file of this user's; a figure with a file in the way (a
 * symbolic link, another user's file, anything but a regular file) is not
 * put in place at all: message, p->failed set, the summary says why.
 */
void plot_out_commit(struct plot_ctx *p);

/* plot_out_close - remove the private folder and what is left in it, close
 * the directories, free gp_text()'s copies; safe to call twice */
void plot_out_close(struct plot_ctx *p);

/* plot_keep - @file, of no figure, at plot_out_commit(): with @keep, the one
 * written with plot_open() put in place; else an earlier run's removed (a
 * regular file of this user's only; anything else is left alone and said) */
void plot_keep(struct plot_ctx *p, const char *file, int keep);

/* plot_discard - @file removed from the private folder (not to be put in place) */
void plot_discard(struct plot_ctx *p, const char *file);

/**
 * plot_open - create @name.@ext for writing, in the private folder
 * Return: the stream (close it with plot_close()), or NULL: message printed
 * and p->failed set.
 */
FILE *plot_open(struct plot_ctx *p, const char *name, const char *ext);

/**
 * plot_close - close @f, opened by plot_open(), checking that it was written
 * Return: 0, or -1: message printed and p->failed set.
 */
int plot_close(struct plot_ctx *p, FILE *f, const char *name, const char *ext);

/**
 * struct plot_figure - one figure for plot_figure() to write
 * @name: the file name, without extension
 * @dat_what, @gp_what: the one-line descriptions at the head of NAME.dat
 *	and NAME.gp
 * @width, @height: the size in pixels
 * @title: the figure's title; NULL when @gp sets its own (multiplot panels)
 * @dat: writes the numbers after the head; 0, or 1 when they leave nothing
 *	to draw (then no NAME.gp is written)
 * @gp: writes the commands between the head (styles, terminals, title)
 *	and the end of the drawing loop
 * @arg: the figure's own state, for @dat and @gp
 *
 * The title is wrapped to the figure's width less GP_TITLE_MARGIN; a
 * figure whose plot is off centre (a legend on the right) wraps it
 * narrower itself (gp_wrap()).
 */
struct plot_figure {
	const char *name;
	const char *dat_what, *gp_what;
	int width, height;
	const char *title;
	int (*dat)(FILE *f, struct plot_ctx *p, void *arg);
	void (*gp)(FILE *f, struct plot_ctx *p, void *arg);
	void *arg;
};

/**
 * plot_figure - write NAME.dat then NAME.gp of @fg: open, head, the
 * figure's part, close.  NAME.gp is a plain gnuplot script: what it draws,
 * how to run it, the line styles (colour, dash and point type: readable in
 * greyscale), the title, @fg->gp's commands, in a loop that draws the
 * figure once as PNG and once as SVG.
 * Return: 0 both written (the caller says what with plot_fig_add()); 1
 * @fg->dat found nothing to draw (the caller says why with plot_skip(),
 * which removes NAME.dat); -1 a file could not be written (message printed,
 * p->failed set).
 */
int plot_figure(struct plot_ctx *p, const struct plot_figure *fg);

/* gp_clause - start the next clause of a plot command: "plot " before the
 * first (*@first set; cleared), ", \" and a new line before the others */
void gp_clause(FILE *f, int *first);
/*
 * Strings from a database (labels, benchmarks, parameters, counter names,
 * file names) reach the scripts only through sb_add_gp(): a gnuplot string
 * in single quotes, in which gnuplot expands nothing (no backquote command,
 * no backslash escape, no macro).  In it every byte a terminal, gnuplot or
 * an SVG reader could act on is written as \xNN (as lib/quote.h does for
 * the terminal): control characters (newline and TAB included), DEL, the
 * C1 controls, bytes that are not UTF-8, U+FFFE and U+FFFF (not XML), and
 * the '>' of "]]>" (not allowed in XML text).  A single quote is written
 * as ' . "'" . ' (gnuplot 5.4 mis-scans '' next to another quote), so the
 * only double-quoted constants are "'" and "\n", which hold no data.
 * Comments in .gp and .dat files hold data only in this form: no line
 * break, and never a backslash at the end of a line (gnuplot would join
 * the next line to the comment).
 */

/* sb_add_gp - append @s (NUL-terminated) to @sb as an inert gnuplot string */
void sb_add_gp(struct strbuf *sb, const char *s);
/* gp_str - write @s to @f as sb_add_gp() does; a line break is data too (\x0a) */
void gp_str(FILE *f, const char *s);
/* gp_lines - write @s, whose line breaks are the figure's own (titles), as
 * a gnuplot string: each line as gp_str(), joined by "\n" constants */
void gp_lines(FILE *f, const char *s);
/**
 * gp_text - @s with the bytes sb_add_gp() escapes written as \xNN, as plain
 * text to compose a title or a key from: its line breaks then are the
 * composer's only
 * Return: @s when nothing needs escaping, else a copy that lives as long as
 * @p's private folder (plot_out_close()); "?" when out of memory.
 */
const char *gp_text(struct plot_ctx *p, const char *s);
/* dat_str - @s as one column of a .dat file: in double quotes (gnuplot's data
 * files take no escapes), escaped as gp_text() and '"' as \x22 */
void dat_str(FILE *f, const char *s);
/* gp_index - "datafile index 'NAME'": the block of the .dat named NAME (a
 * prefix, gnuplot's rule); the names are the figure's own, never data */
void gp_index(FILE *f, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* gp_gov_style - the line style (1-8) of governor @gov: the same in every
 * figure, from gov_rank(); 8 (grey) for an unknown governor or NULL */
int gp_gov_style(const char *gov);
/* gp_text_width - an upper bound of the width in pixels of @len bytes of @s
 * (its widest line) in the figures' font; measured on pngcairo sans,10 */
int gp_text_width(const char *s, size_t len);
/**
 * gp_wrap - @s wrapped at its spaces into lines of at most @px pixels
 * (gp_text_width()); a word wider than that is cut
 * @out: @n bytes, NUL-terminated (truncated when too small)
 * Return: the number of lines.
 */
int gp_wrap(char *out, size_t n, const char *s, int px);
/**
 * gp_cut - @s (text, as gp_text() gives it) cut to at most @px pixels
 * (gp_text_width()), "..." where it is cut: a legend entry or a tic label
 * gnuplot would otherwise warn it cannot fit
 * @out: @n bytes, at least 8
 * Return: @out.  Never cuts a UTF-8 character or a \xNN escape in two.
 */
char *gp_cut(char *out, size_t n, const char *s, int px);
/* GP_TITLE_MARGIN - pixels of a figure's width not under its title: the
 * title is centred over the plot, not the canvas, and the plot's margins
 * (tic labels, the y label) are not known when it is written */
#define GP_TITLE_MARGIN 120
/* gp_title - @title wrapped to @px pixels as a gnuplot string (gp_lines()) */
void gp_title(FILE *f, const char *title, int px);
/* dat_head - the comment at the top of a .dat file; @what is the figure's
 * own text (data in it in gp_str()'s form), the title and the database's
 * name are written with gp_str() */
void dat_head(FILE *f, const struct plot_ctx *p, const char *name, const char *what);
/* dat_num - @v with @fmt, or NaN */
void dat_num(FILE *f, const char *fmt, double v);
/* plot_seconds - @ts on the x axes: seconds from the run's start */
double plot_seconds(const struct plot_ctx *p, uint64_t ts);

/**
 * plot_render - run gnuplot on every figure written, in the private folder
 * (its PNG and SVG are put in place with the rest, plot_out_commit())
 * Gnuplot is PSTATE_GNUPLOT when set (empty: do not render), else gnuplot
 * from PATH.  Gnuplot's messages go to stderr as they come.
 * Return: 0 rendered; 1 gnuplot not found (the scripts will be there, a
 * message says how to render them); -1 gnuplot failed on a script (message).
 */
int plot_render(struct plot_ctx *p);

/* ---- plot/timeline.c ---------------------------------------------------- */

#define TL_MAX_CPUS 8 /* panels of the timeline */
#define TL_DEFAULT_CPUS 4 /* the busiest, without --cpu */

/* tl_new - timelines of @cpus (@n of them); NULL when out of memory */
struct plot_timeline *tl_new(const int *cpus, int n);
void tl_free(struct plot_timeline *tl);
/* what the pass reports (analysis_hooks), for the timelines' CPUs */
void tl_window(struct plot_timeline *tl, const struct analysis *a, int cpu, uint64_t t0,
	       uint64_t t1, double requested, double delivered, double busy, double mperf);
void tl_request(struct plot_timeline *tl, const struct analysis *a, int cpu, uint64_t ts,
		double ratio);
void tl_run(struct plot_timeline *tl, const struct analysis *a, int cpu, uint64_t t0, uint64_t t1,
	    enum run_kind kind);
void tl_tick(struct plot_timeline *tl, const struct analysis *a, int cpu, uint64_t ts, int update);
/* tl_write - timeline.dat and timeline.gp */
void tl_write(struct plot_ctx *p);

/* ---- plot/dist.c -------------------------------------------------------- */

struct plot_dist *plot_dist_new(void);
void plot_dist_free(struct plot_dist *d);
/* a wakeup latency (the latency hook), a governor delay sample (the delay hook) */
void plot_dist_latency(struct plot_dist *d, uint64_t lat_ns, double requested);
void plot_dist_delay(struct plot_dist *d, uint64_t delay_ns, int from_waking, enum gov_path path);
/* plot_delay_write, plot_latency_write - delay.{dat,gp}, latency.{dat,gp} */
void plot_delay_write(struct plot_ctx *p);
void plot_latency_write(struct plot_ctx *p);

/* ---- plot/perf.c -------------------------------------------------------- */

/* plot_perf_new - the heat map grid, and windows.dat in @p's directory */
struct plot_perf *plot_perf_new(struct plot_ctx *p);
void plot_perf_free(struct plot_perf *pf);
/* plot_perf_window - a counter window (the window hook) */
void plot_perf_window(struct plot_ctx *p, int cpu, uint64_t t0, uint64_t t1, double requested,
		      double delivered, double busy, double mperf);
/* plot_heatmap_write - heatmap.{dat,gp}; closes windows.dat */
void plot_heatmap_write(struct plot_ctx *p);
/* plot_cpus_write - cpus.{dat,gp}: the report's per-CPU values; @tl_cpus marked */
void plot_cpus_write(struct plot_ctx *p, const int *tl_cpus, int ntl);

/* ---- plot/power.c ------------------------------------------------------- */

/* plot_power_write - power.{dat,gp} from counter_sample, or skipped with a note */
void plot_power_write(struct plot_ctx *p);

/* ---- plot/comparison.c ----------------------------------------------------- */

/* plot_compare_write - compare-ratio, compare-ppw and compare-BENCH figures of @c */
void plot_compare_write(struct plot_ctx *p, struct cmp *c);

#endif
