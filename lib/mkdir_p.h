/* SPDX-License-Identifier: GPL-2.0 */
/*
 * mkdir_p - mkdir -p, for the folders the programs write into (plot -o,
 * compare's cache).
 */
#ifndef PT_MKDIR_P_H
#define PT_MKDIR_P_H

#include <stddef.h>
#include <sys/types.h>

/**
 * mkdir_p - make @path and the folders above it that are missing, each with
 * @mode (an empty component, as in "a//b", is skipped)
 * Return: 0; -1 with errno set, and in @failed (when not NULL) the length of
 * the prefix of @path that could not be made.
 */
int mkdir_p(const char *path, mode_t mode, size_t *failed);

#endif
