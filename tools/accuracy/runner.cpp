// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// One case from start to verdict: bind the case to the operator (binding.h), lay out and upload its
// operands and create its scalars (operand.h), call both stages and hold the status protocol (a refusal
// must carry a status, a message, and leave every buffer as it was), check memory, then judge
// (judging.h) and dump for the PyTorch cross-check (dumping.h).
#include "runner.h"

#include <chrono>
#include <condition_variable>
#include <cstring>
#include <mutex>
#include <string>
#include <vector>

#include "aclnn/acl_meta.h"
#include "aclnn/opdev/op_errno.h"
#include "binding.h"
#include "dumping.h"
#include "generate.h"
#include "judging.h"
#include "operand.h"
#include "operator_def.h"
#include "operators.h"
#include "view_geometry.h"

namespace accuracy {
namespace {

// A case's host images, device copies, downloads and dense views: about five times its tensors' storage.
constexpr size_t kCopiesPerTensor = 5;

// The memory the running cases of all jobs hold (RunOptions::memoryBudgetBytes).
class MemoryBudget {
public:
    static MemoryBudget &Shared()
    {
        static MemoryBudget budget;
        return budget;
    }
    // Waits until `bytes` fit beside what the other cases hold; false (without waiting) when they exceed `total`.
    bool Acquire(size_t bytes, size_t total)
    {
        if (bytes > total) {
            return false;
        }
        std::unique_lock<std::mutex> lock(mutex_);
        freed_.wait(lock, [&] { return held_ + bytes <= total; });
        held_ += bytes;
        return true;
    }
    void Release(size_t bytes)
    {
        {
            std::lock_guard<std::mutex> lock(mutex_);
            held_ -= bytes;
        }
        freed_.notify_all();
    }

private:
    std::mutex mutex_;
    std::condition_variable freed_;
    size_t held_ = 0;
};

// What one case holds of the budget, given back when the case's buffers are gone.
class Reservation {
public:
    Reservation() = default;
    Reservation(const Reservation &) = delete;
    Reservation &operator=(const Reservation &) = delete;
    ~Reservation()
    {
        if (bytes_) {
            MemoryBudget::Shared().Release(bytes_);
        }
    }
    void Take(size_t bytes, size_t total)
    {
        if (!MemoryBudget::Shared().Acquire(bytes, total)) {
            throw CaseFailure("not run: its tensors need about " + std::to_string(bytes >> 20) + " MiB of memory, " +
                              "more than this run's budget of " + std::to_string(total >> 20) + " MiB");
        }
        bytes_ = bytes;
    }

private:
    size_t bytes_ = 0;
};

class CaseRun {
public:
    CaseRun(const TestCase &c, const RunOptions &options, aclrtStream stream, const OpDef *op, CaseResult *result)
        : c_(c), options_(options), stream_(stream), result_(result), op_(op)
    {
    }
    ~CaseRun()
    {
        for (Operand &op : bound_.outputs) {
            if (op.ownsTensor && op.tensor) {
                aclDestroyTensor(op.tensor);
            }
            if (!op.aliasOf && op.device) {
                aclrtFree(op.device);
            }
        }
        for (Operand &op : bound_.inputs) {
            if (op.tensor) {
                aclDestroyTensor(op.tensor);
            }
            if (op.device) {
                aclrtFree(op.device);
            }
        }
        for (aclScalar *scalar : scalars_) {
            if (scalar && scalar != optable::AttributeScalar(true) && scalar != optable::AttributeScalar(false)) {
                aclDestroyScalar(scalar);
            }
        }
        if (workspace_) {
            aclrtFree(workspace_);
        }
    }

    void Run()
    {
        if (!c_.parseError.empty()) {
            throw CaseFailure("case error: " + c_.parseError);
        }
        op_ = op_ ? op_ : FindOperator(c_);
        if (op_ == nullptr) {
            throw CaseFailure("no operator \"" + (c_.op.empty() ? c_.apiType : c_.op) + "\" in this tool");
        }
        result_->op = op_->aclnnName;
        Bind(c_, *op_, &bound_);
        result_->dtypes = DtypeLabel(bound_, op_->bitsInput);
        result_->standard = c_.expectError ? "status" : c_.standard.name;
        Prepare();
        Call();
    }

private:
    // Reserves the case's memory before anything large is allocated.
    void ReserveMemory()
    {
        if (options_.memoryBudgetBytes == 0) {
            return;
        }
        size_t bytes = 0;
        for (std::vector<Operand> *operands : {&bound_.inputs, &bound_.outputs}) {
            for (const Operand &op : *operands) {
                if (op.spec.aliasOf.empty()) {
                    Operand sized;
                    sized.spec = op.spec;
                    SizeStorage(sized, options_.maxStorageBytes);
                    bytes += kCopiesPerTensor * (sized.storageBytes + 2 * kGuardBytes);
                }
            }
        }
        reservation_.Take(bytes, options_.memoryBudgetBytes);
    }

    void Prepare()
    {
        ReserveMemory();
        for (size_t k = 0; k < bound_.inputs.size(); ++k) {
            Operand &in = bound_.inputs[k];
            LayOut(in, options_.maxStorageBytes);
            if (static_cast<int>(k) == op_->bitsInput) {
                in.spec.range.kind = ValueRange::Kind::kRandomBits;  // any bit pattern is a valid mask
            }
            Rng rng(StreamSeed(options_.seed, c_.file, c_.id, bound_.inputIndex[k]));
            FillValues(in.spec.range, in.spec.dtype, in.Storage(), static_cast<size_t>(in.storageElems), rng);
            Upload(in);
            CreateTensor(in);
        }
        for (Operand &out : bound_.outputs) {
            if (!out.spec.aliasOf.empty()) {
                for (Operand &in : bound_.inputs) {
                    if (in.spec.name == out.spec.aliasOf) {
                        out.aliasOf = &in;
                    }
                }
                if (!out.aliasOf) {
                    throw CaseFailure("case error: \"" + out.spec.name + "\" is an alias of \"" + out.spec.aliasOf +
                                      "\", which is no input");
                }
                // The input's very tensor, or, when the output names its own view, a view of its storage.
                const bool ownView = out.spec.hasStrides || out.spec.offset != 0 || out.spec.hasShape;
                const TensorSpec own = out.spec;
                out.spec = out.aliasOf->spec;
                out.storageShape = out.aliasOf->storageShape;
                out.storageElems = out.aliasOf->storageElems;
                out.storageBytes = out.aliasOf->storageBytes;
                out.host = out.aliasOf->host;
                out.device = out.aliasOf->device;
                out.tensor = out.aliasOf->tensor;
                out.ownsTensor = false;
                if (ownView) {
                    out.spec.name = own.name;
                    out.spec.shape = own.hasShape ? own.shape : out.spec.shape;
                    out.spec.strides = own.hasStrides ? own.strides : RowMajor(out.spec.shape);
                    out.spec.offset = own.offset;
                    out.tensor = nullptr;
                    CreateTensor(out);
                    out.ownsTensor = true;
                }
                continue;
            }
            LayOut(out, options_.maxStorageBytes);
            std::memset(out.Storage(), kPoisonByte, out.storageBytes);
            Upload(out);
            CreateTensor(out);
        }
        golden_.scalars.resize(bound_.scalarIndex.size());
        scalars_.assign(bound_.scalarIndex.size(), nullptr);
        for (size_t k = 0; k < bound_.scalarIndex.size(); ++k) {
            const TensorSpec &spec = c_.inputs[bound_.scalarIndex[k]];
            Rng rng(StreamSeed(options_.seed, c_.file, c_.id, bound_.scalarIndex[k]));
            const double value = DrawScalar(spec.range, spec.dtype, rng);
            if (!spec.isNull) {
                scalars_[k] = CreateScalar(spec, value, &golden_.scalars[k], &result_->notes);
                if (static_cast<int>(k) == op_->boolAttribute && scalars_[k] != nullptr) {  // a bool parameter
                    const optable::ScalarIn &v = golden_.scalars[k];
                    aclDestroyScalar(scalars_[k]);
                    scalars_[k] =
                        const_cast<aclScalar *>(optable::AttributeScalar(v.isInteger ? v.integer != 0 : v.real != 0.0));
                }
            }
        }
        for (const Operand &in : bound_.inputs) {
            golden_.inDtypes.push_back(in.spec.dtype);
        }
        for (const Operand &out : bound_.outputs) {
            golden_.outDtypes.push_back(out.spec.dtype);
        }
        result_->elements = c_.expectError ? 0 : Numel(bound_.outputs[0].spec.shape);  // a status case computes none
    }

    // After a successful call every view must lie inside its storage (else the call should have failed).
    void CheckViewsInStorage() const
    {
        auto check = [](const Operand &op) {
            const TensorSpec &t = op.spec;
            if (Numel(t.shape) == 0 || t.dtype == ACL_UINT1) {
                return;
            }
            __int128 lo = t.offset, hi = t.offset;
            for (size_t d = 0; d < t.shape.size() && d < t.strides.size(); ++d) {
                const __int128 reach = static_cast<__int128>(t.shape[d] - 1) * t.strides[d];
                (reach < 0 ? lo : hi) += reach;
            }
            if (lo < 0 || hi >= op.storageElems || t.strides.size() != t.shape.size()) {
                throw CaseFailure("the call succeeded although the view of \"" + t.name +
                                  "\" reaches outside its storage");
            }
        };
        for (size_t k = 0; k < bound_.inputs.size(); ++k) {
            if (static_cast<int>(k) != op_->bitsInput) {  // packed bits: checked by the operator in bytes
                check(bound_.inputs[k]);
            }
        }
        for (size_t k = 0; k < bound_.outputs.size(); ++k) {
            if (!OutputIsBits(bound_, *op_, k)) {
                check(bound_.outputs[k]);
            }
        }
    }

    // refused: the call failed, so no byte of any output may have changed.
    void DownloadAndCheckMemory(bool refused)
    {
        for (Operand &in : bound_.inputs) {
            Download(in);
            CheckGuards(in);
        }
        for (Operand &out : bound_.outputs) {
            if (out.aliasOf) {  // its storage is the input's: nothing outside out's view may change
                out.result = out.aliasOf->result;
                if (!refused) {
                    CheckOutsideView(out, out.host, false);
                }
                continue;
            }
            Download(out);
            CheckGuards(out);
            if (refused && out.result != out.host) {
                throw CaseFailure("the call failed but wrote into \"" + out.spec.name + "\"");
            }
            if (!refused) {
                CheckOutsideView(out, out.host, &out - bound_.outputs.data() == op_->bitsOutput);
            }
        }
        for (size_t k = 0; k < bound_.inputs.size(); ++k) {
            bool aliased = false;
            for (const Operand &out : bound_.outputs) {
                aliased = aliased || out.aliasOf == &bound_.inputs[k];
            }
            if (aliased && !refused) {
                continue;  // checked as the output above
            }
            if (bound_.inputs[k].result != bound_.inputs[k].host) {
                throw CaseFailure("input \"" + bound_.inputs[k].spec.name + "\" was modified");
            }
        }
    }

    void Call()
    {
        std::vector<aclTensor *> in, out;
        for (Operand &op : bound_.inputs) {
            in.push_back(op.tensor);
        }
        for (Operand &op : bound_.outputs) {
            out.push_back(op.tensor);
        }
        uint64_t workspaceSize = 0;
        aclOpExecutor *executor = nullptr;
        const aclnnStatus status =
            op_->phase1(in.data(), scalars_.data(), out.data(), c_.nullWorkspaceSize ? nullptr : &workspaceSize,
                        c_.nullExecutor ? nullptr : &executor);
        result_->status = status;
        const char *message = aclGetRecentErrMsg();
        const std::string text = message ? message : "";
        if (status != ACL_SUCCESS) {
            DownloadAndCheckMemory(true);
            if (c_.acceptRefusal && (status == ACLNN_ERR_PARAM_NULLPTR || status == ACLNN_ERR_PARAM_INVALID) &&
                !text.empty()) {
                result_->pass = true;
                result_->detail = "refused: " + text;
                return;
            }
            if (!c_.expectError) {
                throw CaseFailure("phase 1 returned " + std::to_string(status) + ": " + text);
            }
            if (c_.expectedStatus != 0 && status != c_.expectedStatus) {
                throw CaseFailure("expected status " + std::to_string(c_.expectedStatus) + ", got " +
                                  std::to_string(status) + ": " + text);
            }
            if (text.empty()) {
                throw CaseFailure("status " + std::to_string(status) + " but aclGetRecentErrMsg() is empty");
            }
            if (!c_.expectedErrorMsg.empty() && text.find(c_.expectedErrorMsg) == std::string::npos) {
                throw CaseFailure("status " + std::to_string(status) + " as expected, but the message \"" + text +
                                  "\" lacks \"" + c_.expectedErrorMsg + "\"");
            }
            result_->pass = true;
            result_->detail = "status " + std::to_string(status) + ": " + text;
            return;
        }
        if (workspaceSize > 0 && aclrtMalloc(&workspace_, workspaceSize, ACL_MEM_MALLOC_HUGE_FIRST) != ACL_SUCCESS) {
            throw CaseFailure("aclrtMalloc of a " + std::to_string(workspaceSize) + "-byte workspace failed");
        }
        const aclnnStatus status2 = op_->phase2(workspace_, workspaceSize, executor, stream_);
        if (status2 != ACL_SUCCESS) {
            aclDestroyAclOpExecutor(executor);  // a refused phase 2 leaves the executor live
        }
        const aclError sync = aclrtSynchronizeStream(stream_);
        if (c_.expectError) {
            throw CaseFailure("expected status " + std::to_string(c_.expectedStatus) + ", but the call succeeded");
        }
        if (status2 != ACL_SUCCESS || sync != ACL_SUCCESS) {
            const char *m = aclGetRecentErrMsg();
            throw CaseFailure("phase 2 returned " + std::to_string(status2) + " (synchronize " + std::to_string(sync) +
                              "): " + (m ? m : ""));
        }
        CheckViewsInStorage();
        DownloadAndCheckMemory(false);
        JudgeOutputs(c_, options_, *op_, golden_, bound_, result_);
        if (!options_.dumpDir.empty() && result_->elements <= options_.dumpMaxElements) {
            result_->dumped = DumpCase(c_, options_, *op_, golden_, scalars_, bound_);
        }
    }

    Reservation reservation_;  // first: given back after every other member's memory
    const TestCase &c_;
    const RunOptions &options_;
    aclrtStream stream_;
    CaseResult *result_;
    const OpDef *op_;
    Binding bound_;
    std::vector<aclScalar *> scalars_;
    void *workspace_ = nullptr;
    GoldenContext golden_;
};

}  // namespace

CaseResult RunCase(const TestCase &c, const RunOptions &options, aclrtStream stream, const OpDef *op)
{
    CaseResult result;
    result.testCase = &c;
    result.op = c.op;
    const auto start = std::chrono::steady_clock::now();
    try {
        CaseRun run(c, options, stream, op, &result);
        run.Run();
    } catch (const StorageTooLarge &e) {
        result.pass = c.acceptRefusal;
        result.detail = std::string(c.acceptRefusal ? "skipped: " : "") + e.what();
    } catch (const std::exception &e) {
        result.pass = false;
        result.detail = e.what();
    }
    result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return result;
}

}  // namespace accuracy
