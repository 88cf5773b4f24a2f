#ifndef LAYOUTGEN_BENCH_SUPPORT_H
#define LAYOUTGEN_BENCH_SUPPORT_H

#include <stdint.h>

/// Takes the address of a value and does nothing with it. Being C, compiled apart, the Swift
/// optimizer cannot see that: every field of the value must be computed and stored, so a
/// layout whose result is passed here cannot be optimized away.
void lgbench_black_hole(const void *value);

/// The number of allocation calls (malloc, calloc, realloc, posix_memalign, aligned_alloc,
/// memalign, valloc) made so far when the process runs with Tools/malloc_counter.c preloaded
/// (LD_PRELOAD); -1 without it.
int64_t lgbench_allocation_count(void);

#endif
