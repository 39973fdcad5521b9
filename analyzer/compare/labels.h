/* SPDX-License-Identifier: GPL-2.0 */
/*
 * labels - the configurations that compare and plot put side by side.
 *
 * record labels a run DRIVER/GOVERNOR by default (acpi-cpufreq/ondemand,
 * amd-pstate/schedutil).  When every label of a comparison has that form,
 * the columns are laid out as the bug reports lay them out: one group per
 * driver, the governors beneath it in a fixed order (ondemand, schedutil,
 * performance, ...), the baseline first in its group and its group first.
 * Any other labels keep their order, the baseline first, in one group.
 */
#ifndef PT_LABELS_H
#define PT_LABELS_H

#include <stddef.h>

#define LABEL_HEAD_MAX 20 /* a longer label does not head its column */

/* One driver's columns: labels [first, first + n) of the ordered list. */
struct label_group {
	char *driver; /* NULL when the labels are not DRIVER/GOVERNOR */
	int first, n;
};

struct label_layout {
	int dg;       /* every label is DRIVER/GOVERNOR with a known governor */
	int n;        /* labels */
	int ngroups;
	struct label_group *group;
	char **gov;   /* [label]: its governor (malloc'ed), NULL when !dg */
	int numbered; /* !dg and a label is longer than LABEL_HEAD_MAX (as it is
		       * printed: text_width()): every column is headed [N],
		       * N its place from 1 */
};

/**
 * label_split - @label as DRIVER/GOVERNOR
 * @driver, @governor: set to malloc'ed copies (the caller frees) on success
 *
 * The form is one '/', a non-empty driver without spaces, and a cpufreq
 * governor's name after it (gov_rank() knows it).
 * Return: 0; 1 when @label is not of that form (nothing set); -1 when out
 * of memory.
 */
int label_split(const char *label, char **driver, char **governor);

/*
 * gov_short - a governor's name as the ratio tables print it: schedutil is
 * sugov and performance perfgov (as the reports write them), the others as
 * they are.  Return: a static string or @gov itself.
 */
const char *gov_short(const char *gov);

/* gov_rank - the column order of a governor (ondemand first); -1 unknown */
int gov_rank(const char *gov);

/**
 * label_order - put @labels in column order and describe the groups
 * @labels: @n labels, the baseline at [0]; reordered in place (pointers
 *	    moved, none freed), the baseline staying at [0]
 * @keep_order: the caller's order is wanted (--labels): groups follow the
 *		first appearance of each driver, governors keep their order
 *		within a group, the baseline first in its group
 * @out: filled; free with label_layout_free()
 *
 * DRIVER/GOVERNOR labels: the baseline's driver group first, then the
 * others in order of first appearance; in a group, the baseline first,
 * then the governors by gov_rank() (unknown ones last, by name), unless
 * @keep_order.  Other labels: one group of all, order unchanged.
 * Return: 0, or -1 when out of memory (@out empty).
 */
int label_order(char **labels, int n, int keep_order, struct label_layout *out);

/**
 * label_head - the heading of column @i: under DRIVER/GOVERNOR its
 * governor's gov_short() (the driver heads the group), else its label, or
 * "[N]" (N = @i + 1, into @buf) when @l is numbered
 * Return: a static string, one of @labels' or @l's, or @buf.
 */
const char *label_head(const struct label_layout *l, char *const *labels, int i, char *buf,
		       size_t n);

/* label_layout_free - what label_order() allocated */
void label_layout_free(struct label_layout *l);

#endif
