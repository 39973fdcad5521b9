/* SPDX-License-Identifier: GPL-2.0 */
/*
 * tracedat - what import needs to know of a trace.dat before libtracecmd
 * reads it.
 *
 * libtracecmd 1.3 refuses, and in places crashes on, a file whose CPU data
 * were cut short (a full disk, a partial copy from a production box).  For
 * the version 6 format the file says where each CPU's data end (the
 * flyrecord section), so a truncated file can be told, and the readable part
 * imported from a copy whose CPU data table says where each CPU's data end
 * in what is left, and whose cut page says its events end with the last
 * one wholly in the file (the rest of the page padded with zeros).
 */
#ifndef PT_TRACEDAT_H
#define PT_TRACEDAT_H

#include "loader.h"

struct tracedat_info {
	int version;         /* file version (6, 7, ...); 0 when unreadable */
	long long size;      /* the file's size */
	long long data_end;  /* v6: where the last CPU's data end; -1 unknown */
	int nr_cpus;         /* v6: from the header; 0 unknown */
	int page_size;       /* v6: of the traced machine */
	int big;             /* the file is big-endian */
	long long table_at;  /* v6: the CPU data table (offset, size per CPU); -1 */
	/* v6: a ring-buffer page's header (header_page): where its commit (the
	 * length of its events, flags in the high bits) is, how wide, and where
	 * the events start */
	int commit_at, commit_size, data_at;
	/* v6: a bit per CPU whose data the file's end cuts (or leaves out) */
	unsigned char cut_cpus[PT_MAX_CPUS / 8];
	char corrupt[192];   /* v6: why the header or the CPU data table cannot be right; "" */
};

/**
 * tracedat_probe - read a trace.dat's header far enough to find its version
 * and, for version 6, where its CPU data end
 * A version 6 file that names more CPUs than a kernel can have
 * (PT_MAX_CPUS) is corrupt.
 * Return: 0, or -1 when the file cannot be read (errno set).
 */
int tracedat_probe(const char *path, struct tracedat_info *info);

/**
 * tracedat_padded_copy - a copy of the cut version 6 file @path that
 * libtracecmd reads: each CPU's data end in what is left of the file (none
 * when they start past its end); in a page that the cut leaves partly, the
 * commit says the events end with the last one wholly there (an event cut
 * in two, or the page header itself, would be read past what is left),
 * the rest of the page padded with zeros
 * @info: tracedat_probe()'s, with data_end past the file's size
 * @dir_fd: the folder for the copy (the output's)
 * Return: the copy, a file with no name (litter_none(): read it as
 * /proc/self/fd/N; closing it is all there is to remove), or -1 with errno
 * set.
 */
int tracedat_padded_copy(const char *path, const struct tracedat_info *info, int dir_fd);

#endif
