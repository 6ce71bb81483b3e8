"""Models from code: the registered `dcee`. `tasks.core.registry` logs this file with the model; MLflow runs it when
the model loads, and it names the model (`tasks.core.logged_models.pyfuncs.DceeModel`: inputs, outputs, artifacts
there). Never import it: it sets MLflow's global code model.
"""

import mlflow

from tasks.core.logged_models.pyfuncs import DceeModel

mlflow.models.set_model(DceeModel())
