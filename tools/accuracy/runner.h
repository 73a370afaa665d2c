// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Runs one case through the public API as a user program would: device buffers from aclrtMalloc with
// guard bytes around them, aclCreateTensor/aclCreateScalar, both stages, a stream synchronisation,
// then the golden and the case's standard. Also checks what no standard sees: the inputs unchanged,
// nothing written outside out's view or its buffer, and, for bad input, the status and the message.
#ifndef ACLP_TOOLS_ACCURACY_RUNNER_H_
#define ACLP_TOOLS_ACCURACY_RUNNER_H_

#include <cstdint>
#include <string>
#include <vector>

#include "acl/acl.h"
#include "case_file.h"
#include "standards.h"

namespace optable {
struct OperatorDef;  // operator_def.h
}  // namespace optable

namespace accuracy {
using OpDef = optable::OperatorDef;

struct RunOptions {
    uint64_t seed = 0;
    bool strict = false;  // also judge every floating output bitwise against the contract
    // When set, every case that ran and has at most dumpMaxElements output elements leaves its inputs
    // and outputs (dense, in view order) and a manifest there, for the PyTorch cross-check.
    std::string dumpDir;
    int64_t dumpMaxElements = int64_t{1} << 20;
    // The largest buffer a case may allocate; a case that needs more fails (with acceptRefusal: is skipped).
    size_t maxStorageBytes = size_t{1} << 36;
    // The memory all jobs' cases may hold at once (0: no limit). A case reserves what it will allocate (every
    // tensor about five times over: host image, device copy, download, dense views) before allocating it, and
    // waits while other jobs hold too much; one that needs more than the whole budget fails without running.
    size_t memoryBudgetBytes = 0;
};

struct OutputVerdict {
    std::string name;
    aclDataType dtype = ACL_DT_UNDEFINED;
    Verdict verdict;
};

struct CaseResult {
    const TestCase *testCase = nullptr;
    bool pass = false;
    std::string op;        // aclnn entry
    std::string dtypes;    // "FLOAT16", "FLOAT16,BF16->FLOAT", ...
    std::string standard;  // as applied
    std::string detail;    // why it failed, or the headline metrics
    std::vector<OutputVerdict> outputs;
    std::vector<std::string> notes;  // e.g. a scalar passed in a wider dtype than the case named
    int64_t status = 0;              // first-stage status
    int64_t elements = 0;            // elements of the (first) output
    double worst = 0.0;              // worst headline metric over the outputs
    double seconds = 0.0;
    bool dumped = false;  // its data is in RunOptions::dumpDir
};

// Runs on the calling thread, using `stream` (the thread must have set the device). `op` replaces the
// operator the case names (the tool's tests run deliberately broken operators through it).
CaseResult RunCase(const TestCase &c, const RunOptions &options, aclrtStream stream, const OpDef *op = nullptr);

}  // namespace accuracy

#endif  // ACLP_TOOLS_ACCURACY_RUNNER_H_
